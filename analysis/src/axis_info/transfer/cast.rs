//! Casts that keep the integer: `arith.extsi`, `arith.trunci`, `arith.index_cast`,
//! `ttg.convert_layout`; `arith.extui`; `tt.bitcast`, `arith.bitcast`.

use super::{int_bits, unsigned, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo};

/// The value is the same integer: sign extension, truncation (the rules assume
/// values fit, as Triton does), index casts, layout conversions.
pub(crate) fn same_value(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    match arg.constant {
        Some(value) => AxisInfo::constant(cx.wrap(value), &cx.shape()),
        None => arg.clone(),
    }
}

/// Zero extension: a negative value `x` becomes `x + 2^w`. Divisibility (at most
/// `2^w` unless the value is 0) and constancy stay; a run that crosses from -1 to 0
/// would break, and a run of `g` starting at a multiple of `g` never does, so
/// unless the value is non-negative runs shrink to `gcd(c, v)`.
pub(crate) fn extui(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let from = cx.operand_bits(0);
    if let Some(value) = arg.constant {
        return AxisInfo::constant(unsigned(value, from) as i64, &cx.shape());
    }
    let mut res = arg.clone();
    if !arg.non_negative {
        for d in 0..res.rank() {
            res.contiguity[d] = gcd(arg.contiguity[d], arg.divisibility[d]);
        }
    }
    res.non_negative = true;
    res
}

/// A bitcast keeps the bits: the same integer between integers of one width, the
/// same address between pointers. Pointers to elements of another size have
/// another step, so their contiguity falls to 1 (Triton keeps it).
pub(crate) fn bitcast(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let from_ty = cx.func.dfg.value_type(cx.operand(0));
    let to_ty = cx.result_type();
    let ints = int_bits(cx.types, from_ty) > 0 && int_bits(cx.types, to_ty) > 0;
    if !ints || arg.rank() != cx.shape().len() {
        return cx.pessimistic();
    }
    let mut res = arg.clone();
    if cx.operand_step(0) != cx.step() {
        res.contiguity.iter_mut().for_each(|c| *c = 1);
    }
    res
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn cast() {
        // Triton's @cast.
        check(&Case {
            body: "%cst = arith.constant 1 : i32
                   %0 = arith.extsi %cst : i32 to i64
                   %cst_tensor = arith.constant dense<1> : tensor<128xi32>
                   %1 = tt.bitcast %cst_tensor : tensor<128xi32> -> tensor<128xf32>
                   %2 = arith.constant -16 : i32
                   %3 = arith.extui %2 : i32 to i64
                   %4 = arith.trunci %3 : i64 to i16",
            args: "",
            expect: &[
                ("%cst", "[1], [1], [1], 1"),
                ("%0", "[1], [1], [1], 1"),
                ("%cst_tensor", "[1], [1], [128], 1"),
                ("%1", "[1], [1], [1], <none>"),
                ("%3", "[1], [16], [1], 4294967280"),
                ("%4", "[1], [16], [1], -16"),
            ],
        });
    }

    #[test]
    fn zero_extension_of_a_run_through_zero() {
        // [-2, -1, 0, 1] zero-extended is [2^32 - 2, 2^32 - 1, 0, 1]: runs of 2.
        check(&Case {
            body: "%0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
                   %1 = arith.constant dense<2> : tensor<4xi32>
                   %2 = arith.subi %0, %1 : tensor<4xi32>
                   %3 = arith.extui %2 : tensor<4xi32> to tensor<4xi64>
                   %4 = arith.extui %0 : tensor<4xi32> to tensor<4xi64>",
            args: "",
            expect: &[
                ("%3", "[2], [2], [1], <none>"),
                ("%4", "[4], [1073741824], [1], <none>"),
            ],
        });
    }
}
