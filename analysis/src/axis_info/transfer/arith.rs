//! `arith.addi`, `arith.subi` (and `tt.addptr`, through [`AddSub`]) and
//! `arith.muli`.

use super::{binary, is_const, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, multiply_divisor, AxisInfo};
use tilelift_ir::Opcode;

/// Addition and subtraction; `tt.addptr` is an addition whose right-hand side
/// counts elements of `scale` bytes.
pub(crate) struct AddSub {
    /// Subtraction rather than addition.
    pub sub: bool,
    /// What one unit of the right-hand side is worth on the left: 1 for integers,
    /// the pointee size for `addptr`.
    pub scale: i64,
    /// The step of the left-hand side (the pointee size for pointers).
    pub lhs_step: i64,
}

pub(crate) fn add_sub(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    let rule = AddSub {
        sub: cx.data().opcode() == Opcode::SubI,
        scale: 1,
        lhs_step: 1,
    };
    binary(cx, &rule, lhs, rhs)
}

impl BinaryRule for AddSub {
    fn constant(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        let (l, r) = (lhs.constant?, rhs.constant?);
        let r = r.wrapping_mul(self.scale);
        Some(if self.sub {
            l.wrapping_sub(r)
        } else {
            l.wrapping_add(r)
        })
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Over an aligned block where one side is constant and the other contiguous,
        // the sum is contiguous: blocks of gcd(k_lhs, c_rhs) or gcd(c_lhs, k_rhs).
        // A difference is contiguous only where lhs is (contiguity counts upwards).
        let lhs_runs = gcd(lhs.contiguity[d], rhs.constancy[d]);
        if self.sub {
            return lhs_runs;
        }
        lhs_runs.max(gcd(lhs.constancy[d], rhs.contiguity[d]))
    }

    fn divisibility(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // At a run start, lhs = k * v_lhs and rhs = p * v_rhs (their divisibilities
        // at runs of c, see `div_at`), so lhs ± rhs = (k * v_lhs / g ± p * v_rhs / g) * g
        // with g = gcd(v_lhs, v_rhs). For addptr, rhs counts elements: its bytes are
        // a multiple of v_rhs * scale.
        let l = lhs.div_at(d, c, self.lhs_step);
        let r = multiply_divisor(rhs.div_at(d, c, 1), self.scale);
        gcd(l, r)
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        !self.sub && self.scale == 1 && lhs.non_negative && rhs.non_negative
    }
}

pub(crate) fn mul(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    binary(cx, &Mul, lhs, rhs)
}

struct Mul;

impl BinaryRule for Mul {
    fn constant(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        // 0 * x = 0 whatever x is.
        if is_const(lhs, 0) || is_const(rhs, 0) {
            return Some(0);
        }
        Some(lhs.constant?.wrapping_mul(rhs.constant?))
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // x * 1 = x and 1 * x = x; any other factor spreads consecutive values apart.
        match (is_const(rhs, 1), is_const(lhs, 1)) {
            (true, _) => lhs.contiguity[d],
            (_, true) => rhs.contiguity[d],
            _ => 1,
        }
    }

    fn divisibility(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // (k * v_lhs) * (p * v_rhs) = k * p * v_lhs * v_rhs, at every run start. With
        // c = 1 (any factor but 1), div_at gives what holds of every element: a
        // contiguous operand [2^n, 2^n + 1, ...] counts as 1, as in Triton.
        multiply_divisor(lhs.div_at(d, c, 1), rhs.div_at(d, c, 1))
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        lhs.non_negative && rhs.non_negative
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn add() {
        // Triton's @add: range + 1 keeps the runs and loses the divisibility;
        // 1 + 127 folds to the constant 128.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<1> : tensor<128xi32>
                   %2 = arith.addi %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<127> : tensor<128xi32>
                   %4 = arith.addi %1, %3 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%0", "[128], [1073741824], [1], <none>"),
                ("%1", "[1], [1], [128], 1"),
                ("%2", "[128], [1], [1], <none>"),
                ("%3", "[1], [1], [128], 127"),
                ("%4", "[1], [128], [128], 128"),
            ],
        });
    }

    #[test]
    fn add_with_shorter_runs_restricts_divisibility() {
        // [0..8) + [0, 0, 16, 16, ...] = [0, 1, 18, 19, 36, ...]: runs of 2 start at
        // 18, so the divisibility is 2, not gcd(2^30, 16) = 16 as Triton's rule says.
        check(&Case {
            body: "%0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
                   %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
                   %c = arith.constant dense<16> : tensor<4xi32>
                   %3 = arith.muli %2, %c : tensor<4xi32>
                   %4 = tt.expand_dims %3 {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
                   %5 = tt.broadcast %4 : tensor<4x1xi32> -> tensor<4x2xi32>
                   %6 = tt.reshape %5 : tensor<4x2xi32> -> tensor<8xi32>
                   %7 = arith.addi %0, %6 : tensor<8xi32>",
            args: "",
            expect: &[
                ("%6", "[1], [16], [2], <none>"),
                ("%7", "[2], [2], [1], <none>"),
            ],
        });
    }

    #[test]
    fn sub() {
        // Triton's @sub: range - 1 keeps the runs; 129 - 1 folds.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<1> : tensor<128xi32>
                   %2 = arith.subi %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<129> : tensor<128xi32>
                   %4 = arith.subi %3, %1 : tensor<128xi32>
                   %5 = arith.subi %1, %0 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[128], [1], [1], <none>"),
                ("%4", "[1], [128], [128], 128"),
                ("%5", "[1], [1], [1], <none>"),
            ],
        });
    }

    #[test]
    fn mul() {
        // Triton's @mul: range * 1 is the range; constants fold; a multiple of 16
        // times 2^62 is a multiple of 2^62 (saturated).
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<1> : tensor<128xi32>
                   %2 = arith.muli %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<128> : tensor<128xi32>
                   %4 = arith.muli %3, %1 : tensor<128xi32>
                   %5 = arith.constant dense<2> : tensor<128xi32>
                   %6 = arith.muli %4, %5 : tensor<128xi32>
                   %7 = arith.constant 4611686018427387904 : i64
                   %8 = arith.muli %a, %7 : i64
                   %9 = arith.muli %0, %5 : tensor<128xi32>",
            args: "%a: i64 {tt.divisibility = 16 : i32}",
            expect: &[
                ("%2", "[128], [1073741824], [1], <none>"),
                ("%4", "[1], [128], [128], 128"),
                ("%6", "[1], [256], [128], 256"),
                ("%7", "[1], [4611686018427387904], [1], 4611686018427387904"),
                ("%8", "[1], [4611686018427387904], [1], <none>"),
                ("%9", "[1], [2], [1], <none>"),
            ],
        });
    }
}
