//! A reduction across warps whose result one `ttg.convert_layout` alone
//! reads (`lower/src/to_mir/reduce.rs`, `Ctx::conversion_to_read_in`): the
//! warp slots are read in the converted layout and the conversion makes no
//! trip of its own through shared memory.
//!
//! - `rowsum2d_f32_n60_16x64_w4` (16 row sums over 2 warps, stored one a
//!   thread): one barrier and no conversion in its PTX;
//! - its row sums of small integers (exact in `f32`, in any order) are the
//!   integer sums on the CTA emulator ([`tilelift_tests::emu`]), for
//!   NVIDIA's 32 lanes and AMD's 64;
//! - `colmax_f32_n300_32x64_w4` (a column maximum, exact in any order) gives
//!   its case's expected output bit for bit there.

use tilelift_tests::emu::{self, Buffer, Memory};
use tilelift_tests::{compile_case as compile, tests_case as case};

#[test]
fn the_row_sums_are_read_in_the_stores_layout() {
    let ptx = compile(
        "perfsuite/rowsum2d_f32_n60_16x64_w4",
        tilelift::Target::Nvptx,
        tilelift::Emit::Ptx,
    );
    let lines = |what: &str| {
        ptx.lines()
            .filter(|l| l.trim_start().starts_with(what))
            .count()
    };
    assert_eq!(lines("bar.sync"), 1, "{ptx}");
    assert_eq!(ptx.matches("ttg.convert_layout").count(), 0, "{ptx}");
    // Each thread reads its row's two warp slots.
    assert_eq!(lines("ld.shared"), 2, "{ptx}");
}

#[test]
fn a_column_maximum_read_in_the_converted_layout_is_right_on_the_emulator() {
    let name = "perfsuite/colmax_f32_n300_32x64_w4";
    let mut failures = Vec::new();
    for (target_name, target, lanes) in emu::TARGETS {
        let mir = compile(name, target, tilelift::Emit::Mir);
        assert!(
            !mir.contains("ttg.convert_layout"),
            "{target_name}: a conversion is left"
        );
        let func = tilelift_mir::parse::parse(&mir).unwrap();
        match tilelift_tests::emu::run_case(&func, &case(name), lanes) {
            Ok(differ) if differ.is_empty() => {}
            Ok(differ) => failures.push(format!("{target_name}: {differ:?}")),
            Err(e) => failures.push(format!("{target_name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn row_sums_read_in_the_stores_layout_are_right_on_the_emulator() {
    // 37 rows of 60 columns (the case's sizes), 16 rows a program, of small
    // integers whose sums `f32` holds exactly.
    let (m, n) = (37usize, 60usize);
    let value = |i: usize, j: usize| ((i * 7 + j * 3) % 17) as f32 - 8.0;
    let x: Vec<u8> = (0..m * n)
        .flat_map(|k| value(k / n, k % n).to_le_bytes())
        .collect();
    let want: Vec<f32> = (0..m).map(|i| (0..n).map(|j| value(i, j)).sum()).collect();
    let name = "perfsuite/rowsum2d_f32_n60_16x64_w4";
    for (target_name, target, lanes) in emu::TARGETS {
        let mir = compile(name, target, tilelift::Emit::Mir);
        let func = tilelift_mir::parse::parse(&mir).unwrap();
        let mut memory = Memory {
            buffers: vec![
                Buffer {
                    addr: 0x1000_0000,
                    bytes: x.clone(),
                },
                Buffer {
                    addr: 0x2000_0000,
                    bytes: vec![0xff; m * 4],
                },
            ],
        };
        let params = [0x1000_0000, 0x2000_0000, m as u64, n as u64, n as u64];
        let grid = [m.div_ceil(16) as u32, 1, 1];
        emu::run(&func, grid, lanes, &params, &mut memory)
            .unwrap_or_else(|e| panic!("{target_name}: {e}"));
        let got: Vec<f32> = memory.buffers[1]
            .bytes
            .chunks(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        assert_eq!(got, want, "{target_name}");
    }
}
