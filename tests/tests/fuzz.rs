//! The mutation fuzzer ([`tilelift_tests::fuzz`]) as a test: a fixed seed and
//! budget in CI, a longer run on request.
//!
//! ```text
//! cargo test -p tilelift-tests --test fuzz -- --nocapture            # CI: 10,000 inputs
//! TILELIFT_FUZZ_INPUTS=1000000 TILELIFT_FUZZ_SEED=7 TILELIFT_FUZZ_ASSEMBLE=all \
//!     cargo test --release -p tilelift-tests --test fuzz -- --nocapture
//! ```
//!
//! It prints `N inputs, P panics, H hangs, R ptxas rejections, A llvm-mc
//! rejections, U errors without a position` and fails unless all but `N` are
//! zero, listing each failing input. `ptxas` and `llvm-mc` take about 25 ms a
//! file, so CI assembles an even sample of the distinct outputs
//! (`TILELIFT_FUZZ_ASSEMBLE`, 400 of each by default; `all` for every one).

use tilelift_tests::fuzz::{options_for, seeds, Fuzzer, Mutator, Rng};
use tilelift_tests::gen;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutated_corpus_files_compile_or_fail_at_a_position() {
    let inputs = env_u64("TILELIFT_FUZZ_INPUTS", 10_000);
    let seed = env_u64("TILELIFT_FUZZ_SEED", 1);
    let assemble = match std::env::var("TILELIFT_FUZZ_ASSEMBLE").as_deref() {
        Ok("all") => None,
        Ok(n) => Some(n.parse().unwrap_or(400)),
        Err(_) => Some(400),
    };
    let seeds = seeds();
    assert!(seeds.len() > 100, "only {} corpus files", seeds.len());
    let mutator = Mutator::default();
    let mut rng = Rng::new(seed);
    let mut fuzzer = Fuzzer::default();
    let start = std::time::Instant::now();
    // Panics are expected to be caught and counted, not printed.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut n = 0;
    while fuzzer.summary.inputs < inputs {
        let seed_file = &seeds[rng.below(seeds.len())];
        let text = mutator.mutate(&mut rng, &seed_file.text);
        for options in options_for(n) {
            fuzzer.compile(&text, &options);
        }
        n += 1;
    }
    std::panic::set_hook(hook);
    let compiled = start.elapsed();
    let distinct = fuzzer.distinct_outputs();
    let dir = std::env::temp_dir().join(format!("tilelift-fuzz-{}", std::process::id()));
    let (ptx, amd) = fuzzer.assemble(assemble, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let mut outcomes: Vec<_> = fuzzer.outcomes.iter().collect();
    outcomes.sort();
    println!(
        "seed {seed}: {} mutated files; outcomes {outcomes:?}; slowest compile {:?}",
        n, fuzzer.slowest
    );
    println!(
        "compiled in {compiled:?}; distinct outputs {} PTX, {} AMDGCN; assembled {ptx} and \
         {amd} in {:?}",
        distinct.0,
        distinct.1,
        start.elapsed() - compiled
    );
    let s = &fuzzer.summary;
    println!("{s}");
    let clean = s.panics + s.hangs + s.ptxas_rejections + s.llvm_mc_rejections + s.unpositioned;
    assert!(clean == 0, "{s}\n{}", fuzzer.report());
    assert!(
        *fuzzer.outcomes.get("ok").unwrap_or(&0) > inputs / 20,
        "too few inputs compile"
    );
}

/// Random valid programs ([`tilelift_tests::gen`]): every one parses and
/// verifies, and compiles or fails at a position; their outputs pass ptxas
/// and llvm-mc. `TILELIFT_GEN_PROGRAMS` (default 1500) sets how many.
#[test]
fn generated_programs_compile_or_fail_at_a_position() {
    let programs = env_u64("TILELIFT_GEN_PROGRAMS", 1500);
    let seed = env_u64("TILELIFT_FUZZ_SEED", 1);
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut fuzzer = Fuzzer::default();
    fuzzer.expect_valid = true;
    let mut used = std::collections::BTreeSet::new();
    let start = std::time::Instant::now();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for n in 0..programs {
        let (text, ops) = gen::program(&mut rng, n % 3 == 0);
        used.extend(ops);
        for options in options_for(n) {
            fuzzer.compile(&text, &options);
        }
    }
    std::panic::set_hook(hook);
    let compiled = start.elapsed();
    let dir = std::env::temp_dir().join(format!("tilelift-gen-{}", std::process::id()));
    let (ptx, amd) = fuzzer.assemble(Some(300), &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let mut outcomes: Vec<_> = fuzzer.outcomes.iter().collect();
    outcomes.sort();
    println!("seed {seed}: {programs} programs; outcomes {outcomes:?}; compiled in {compiled:?}; assembled {ptx} PTX and {amd} AMDGCN in {:?}", start.elapsed() - compiled);
    println!("ops used: {used:?}");
    let s = &fuzzer.summary;
    println!("{s}");
    let bad = s.panics + s.hangs + s.ptxas_rejections + s.llvm_mc_rejections + s.unpositioned;
    assert!(
        bad + fuzzer.invalid == 0,
        "{s}, {} invalid\n{}",
        fuzzer.invalid,
        fuzzer.report()
    );
    assert!(used.len() > 55, "only {} ops used", used.len());
    assert!(
        *fuzzer.outcomes.get("ok").unwrap_or(&0) > programs / 4,
        "too few programs compile"
    );
}
