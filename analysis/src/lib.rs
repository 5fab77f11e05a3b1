//! `tilelift-analysis`: data-flow analyses of the tile IR.
//!
//! - [`solver`]: a generic forward data-flow solver over the IR (SSA values, block
//!   parameters, regions), with a fixpoint over the values that `scf.for` and
//!   `scf.while` carry around and a join at `scf.if` results. An analysis is a
//!   [`Lattice`] and an [`Analysis`] (its transfer functions).
//! - [`axis_info`]: Triton's AxisInfo on it: per dimension, the contiguity,
//!   divisibility and constancy of every integer and pointer value, and the
//!   constant where known; the vector width each load, store and atomic may use;
//!   and the text report of `tilelift axisinfo`.
//! - [`int_range`]: an interval for every integer value, sound under
//!   wrap-around, for rewrites that change what an instruction computes (signed
//!   division of non-negative values done unsigned).
//!
//! ```
//! let text = "module {
//!   tt.func @k(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
//!     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
//!     %1 = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
//!     %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
//!     %3 = tt.load %2 : tensor<128x!tt.ptr<f32>>
//!     tt.return
//!   }
//! }";
//! let (module, _) = tilelift_ir::parse_module(text).unwrap();
//! let module = tilelift_ir::Verified::new(module).unwrap();
//! let report = tilelift_analysis::report(&module);
//! assert!(report.contains(
//!     "%2: contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>"
//! ));
//! assert!(report.contains("tt.load %2: vector width 4"));
//! ```
//!
//! # Soundness, and where the rules differ from Triton's
//!
//! A claim may be weaker than the truth, never stronger: `tests/soundness.rs` runs
//! 2,000 random programs through the reference interpreter and checks every claim
//! against the concrete values. Triton's rules (as in `lib/Analysis/AxisInfo.cpp`)
//! over-claim in the places below, which the rules here fix, each at its rule with
//! a counterexample. For the first six, `tritons_unsound_rules_are_caught` in that
//! test runs Triton's version through the same checker and sees it fail on a random
//! program:
//!
//! - divisibility when runs get shorter: Triton's `addi`, `remsi`, `select` (with a
//!   tensor condition) and `shli` (by an amount it does not know) keep an operand's
//!   divisibility of run starts when the result's runs are shorter than the
//!   operand's, but the new run starts lie inside the old runs
//!   ([`AxisInfo::div_at`]);
//! - `divsi`/`remsi` constancy and contiguity with a possibly negative dividend
//!   (truncation is not floor division), and unsigned `min`/`max` and `extui` of
//!   runs that cross from -1 to 0 ([`AxisInfo::non_negative`] is the one fact added
//!   to Triton's lattice);
//! - `tt.load` constancy ignores `other`, whose elements appear where the mask is
//!   false;
//! - `remsi` of a constant by a contiguous divisor (Triton's `test-alignment.mlir`
//!   expects divisibility 64 for `64 % [0..128)`, but `64 % 3 = 1`);
//! - bitcasts between pointers to elements of other sizes keep a contiguity counted
//!   in the old elements (the random programs have no such bitcasts).
//!
//! And it knows a few things Triton does not (each proved beside its rule): the
//! block rules of `divsi`, `remsi` and `cmpi` over any aligned block, not only a
//! whole dimension; the constancy of `shrsi`/`shrui` by a constant (floor division
//! by a power of two); the divisibility of `andi`/`ori`/`xori`; `x * 0`, `x & 0`,
//! `0 / x`, `x % 1` as constants; constants given element by element; `tt.trans`
//! and `tt.reshape` (the version of Triton read has no rule for either).
//!
//! Like Triton, the rules reason about integers as unbounded: they assume
//! arithmetic does not wrap around its width.

#![deny(missing_docs)]

pub mod axis_info;
pub mod int_range;
pub mod solver;

pub use axis_info::{
    analyze, analyze_states, report, AxisInfo, AxisInfoAnalysis, AxisInfoStates, FuncAxisInfo,
};
pub use int_range::{int_ranges, IntRange, IntRanges};
pub use solver::{solve, Analysis, Lattice};
