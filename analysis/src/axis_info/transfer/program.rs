//! `tt.get_program_id`, `tt.get_num_programs`.

use super::Cx;
use crate::axis_info::lattice::AxisInfo;

/// Nothing is known of a program id or count beyond its sign (Triton has no rule:
/// both are pessimistic there).
pub(crate) fn program_info(cx: &Cx<'_>) -> AxisInfo {
    let mut res = cx.pessimistic();
    res.non_negative = true;
    res
}
