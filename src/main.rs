//! The `tilelift` command-line program.

use clap::{Parser, Subcommand};
use std::io::Read;
use std::process::ExitCode;
use tilelift::ir::{print_module, PrintOptions};

/// tilelift: a fast, LLVM-free compiler backend for Triton's tile IR (TTIR).
///
/// It reads the MLIR text Triton prints for a kernel (`kernel.asm["ttir"]`, or
/// TTGIR), checks it, and compiles it for NVIDIA GPUs (PTX) and AMD GPUs (AMDGCN).
/// Every stage can be printed.
#[derive(Parser)]
#[command(name = "tilelift", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify a TTIR or TTGIR file, then print it back.
    ///
    /// The output is in Triton's own syntax; for text Triton printed, it is the
    /// same text. Errors are reported as `file:line:col: error: message`.
    Print {
        /// The file to read, or `-` for standard input.
        file: String,
        /// Leave out `loc(...)` locations and `#loc` aliases.
        #[arg(long)]
        no_locs: bool,
    },
}

fn read_input(file: &str) -> Result<(String, String), String> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("<stdin>: error: cannot read: {e}"))?;
        return Ok((text, "<stdin>".into()));
    }
    let text =
        std::fs::read_to_string(file).map_err(|e| format!("{file}: error: cannot read: {e}"))?;
    Ok((text, file.into()))
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Print { file, no_locs } => {
            let (text, name) = read_input(&file)?;
            let verified = tilelift::load(&text, &name).map_err(|e| e.message)?;
            let options = PrintOptions {
                locations: !no_locs,
            };
            print!("{}", print_module(verified.module(), &options));
            Ok(())
        }
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
