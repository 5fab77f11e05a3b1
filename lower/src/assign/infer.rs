//! How an op's layout follows from its operand's, and the reverse: Triton's
//! `inferDstEncoding` and `inferSrcEncoding`.
//!
//! - Forward ([`dst_encoding`]): given the layout of an operand, the layout the
//!   result gets. An elementwise op, a broadcast or a scan keeps it; a reduction
//!   slices it along its axis (`#ttg.slice<{dim = axis, parent = L}>`);
//!   `expand_dims` along `axis` turns `#ttg.slice<{dim = axis, parent = P}>` back
//!   into `P` and has no rule for anything else; `tt.trans` permutes a blocked
//!   layout's parameters.
//! - Backward ([`src_encoding`]): given the layout wanted of the result, the
//!   layout each operand must have. `expand_dims` wants its operand in the slice
//!   of the result's layout; a reduction wants the parent of a slice along its
//!   axis and has no rule for any other layout.
//!
//! `None` means there is no such layout: the value has to be converted.

use super::family::{family, Family};
use super::view;
use smallvec::SmallVec;
use tilelift_ir::encoding::{BlockedEncoding, CtaLayout, DimVec, EncodingData};
use tilelift_ir::{Encoding, Function, Inst, InstructionData, Types};

/// [`dst_encoding`] of `inst` in `func`: the view ops (`tt.reshape`,
/// `tt.join`, `tt.split`) need the shapes of their operand and result. A
/// reshape that may reorder has no rule, as in Triton (its result takes the
/// default layout of its shape).
pub fn dst_encoding_of(
    func: &Function,
    types: &mut Types,
    inst: Inst,
    enc: Encoding,
) -> Option<Encoding> {
    let data = func.dfg.inst(inst);
    let fam = family(data.opcode());
    if !matches!(fam, Family::Reshape | Family::Join | Family::Split) {
        return dst_encoding(types, data, fam, enc);
    }
    let (src, dst) = view_shapes(func, types, inst);
    match data {
        InstructionData::Reshape {
            allow_reorder: true,
            ..
        } => None,
        InstructionData::Reshape { .. } => view::reshape(types, &src, enc, &dst),
        _ if fam == Family::Join => view::join(types, enc, &src),
        _ => view::split(types, enc, &src),
    }
}

/// [`src_encoding`] of `inst` in `func`, with the view ops' rules: the
/// operand layout in which a view op gives its result in `enc` without moving
/// data (for a reshape that may reorder, the one that does not reorder).
pub fn src_encoding_of(
    func: &Function,
    types: &mut Types,
    inst: Inst,
    enc: Encoding,
) -> Option<Encoding> {
    let data = func.dfg.inst(inst);
    let fam = family(data.opcode());
    if !matches!(fam, Family::Reshape | Family::Join | Family::Split) {
        return src_encoding(types, data, fam, enc);
    }
    let (src, dst) = view_shapes(func, types, inst);
    match fam {
        Family::Reshape => view::reshape(types, &dst, enc, &src),
        Family::Join => view::split(types, enc, &dst),
        _ => view::join(types, enc, &dst),
    }
}

/// The shapes of the first operand and the first result of `inst`.
pub fn view_shapes(func: &Function, types: &Types, inst: Inst) -> (Vec<i64>, Vec<i64>) {
    let arg = func.dfg.inst(inst).args()[0];
    let result = func.dfg.inst_results(inst)[0];
    let shape = |v| types.shape(func.dfg.value_type(v)).to_vec();
    (shape(arg), shape(result))
}

/// The layout of the results of an op of `family` whose operand has layout `enc`.
pub fn dst_encoding(
    types: &mut Types,
    data: &InstructionData,
    family: Family,
    enc: Encoding,
) -> Option<Encoding> {
    match (family, data) {
        (Family::Elementwise | Family::Broadcast | Family::Scan, _) => Some(enc),
        (Family::Reduce, InstructionData::ReduceScan { axis, .. }) => {
            Some(slice(types, *axis, enc))
        }
        (Family::ExpandDims, InstructionData::Axis { axis, .. }) => {
            match types.encoding_data(enc) {
                EncodingData::Slice { dim, parent } if dim == axis => Some(*parent),
                _ => None,
            }
        }
        (Family::Trans, InstructionData::Trans { order, .. }) => permuted(types, enc, order),
        _ => None,
    }
}

/// The layout the operands of an op of `family` need for its result to have
/// layout `enc`.
pub fn src_encoding(
    types: &mut Types,
    data: &InstructionData,
    family: Family,
    enc: Encoding,
) -> Option<Encoding> {
    match (family, data) {
        (Family::Elementwise | Family::Broadcast | Family::Scan | Family::Load, _) => Some(enc),
        (Family::ExpandDims, InstructionData::Axis { axis, .. }) => Some(slice(types, *axis, enc)),
        (Family::Reduce, InstructionData::ReduceScan { axis, .. }) => {
            match types.encoding_data(enc) {
                EncodingData::Slice { dim, parent } if dim == axis => Some(*parent),
                _ => None,
            }
        }
        (Family::Trans, InstructionData::Trans { order, .. }) => {
            let mut inverse: DimVec = order.clone();
            for (i, &d) in order.iter().enumerate() {
                inverse[d as usize] = i as u32;
            }
            permuted(types, enc, &inverse)
        }
        _ => None,
    }
}

/// `#ttg.slice<{dim = dim, parent = parent}>`.
pub fn slice(types: &mut Types, dim: u32, parent: Encoding) -> Encoding {
    types.intern_encoding(EncodingData::Slice { dim, parent })
}

/// Whether `enc` is a `#ttg.dot_op` layout.
pub fn is_dot_operand(types: &Types, enc: Encoding) -> bool {
    matches!(types.encoding_data(enc), EncodingData::DotOperand { .. })
}

/// The blocked layout `enc` with its dimensions relabelled as `tt.trans` with
/// `perm` relabels them: result dimension `i` is operand dimension `perm[i]`.
/// `None` for layouts other than blocked.
fn permuted(types: &mut Types, enc: Encoding, perm: &[u32]) -> Option<Encoding> {
    let EncodingData::Blocked(b) = types.encoding_data(enc) else {
        return None;
    };
    if b.order.len() != perm.len() {
        return None;
    }
    let permuted = BlockedEncoding {
        size_per_thread: pick(&b.size_per_thread, perm),
        threads_per_warp: pick(&b.threads_per_warp, perm),
        warps_per_cta: pick(&b.warps_per_cta, perm),
        order: renumber(&b.order, perm),
        cta_layout: b.cta_layout.as_ref().map(|c| CtaLayout {
            ctas_per_cga: pick(&c.ctas_per_cga, perm),
            cta_split_num: pick(&c.cta_split_num, perm),
            cta_order: renumber(&c.cta_order, perm),
        }),
    };
    Some(types.intern_encoding(EncodingData::Blocked(permuted)))
}

/// `params[perm[i]]` for each `i`: per-dimension parameters in the new order.
fn pick(params: &[u32], perm: &[u32]) -> DimVec {
    perm.iter().map(|&d| params[d as usize]).collect()
}

/// A list of old dimension numbers (an `order`) written in new dimension numbers.
fn renumber(dims: &[u32], perm: &[u32]) -> DimVec {
    let mut new_of_old: SmallVec<[u32; 4]> = SmallVec::from_elem(0, perm.len());
    for (new, &old) in perm.iter().enumerate() {
        new_of_old[old as usize] = new as u32;
    }
    dims.iter().map(|&d| new_of_old[d as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use smallvec::smallvec;
    use tilelift_ir::Opcode;

    fn blocked(spt: [u32; 2], order: [u32; 2]) -> EncodingData {
        EncodingData::Blocked(BlockedEncoding {
            size_per_thread: spt.iter().copied().collect(),
            threads_per_warp: smallvec![4, 8],
            warps_per_cta: smallvec![2, 2],
            order: order.iter().copied().collect(),
            cta_layout: None,
        })
    }

    #[test]
    fn trans_permutes_and_inverts() {
        let mut types = Types::new();
        let src = types.intern_encoding(blocked([1, 4], [1, 0]));
        let data = InstructionData::Trans {
            opcode: Opcode::Trans,
            arg: tilelift_ir::Value::from_u32(0),
            order: smallvec![1, 0],
        };
        let dst = dst_encoding(&mut types, &data, Family::Trans, src).unwrap();
        let EncodingData::Blocked(b) = types.encoding_data(dst) else {
            panic!("a blocked layout")
        };
        assert_eq!(b.size_per_thread.to_vec(), vec![4, 1]);
        assert_eq!(b.threads_per_warp.to_vec(), vec![8, 4]);
        assert_eq!(b.order.to_vec(), vec![0, 1]);
        assert_eq!(
            src_encoding(&mut types, &data, Family::Trans, dst),
            Some(src)
        );
    }

    #[test]
    fn expand_dims_and_reduce_slice() {
        let mut types = Types::new();
        let parent = types.intern_encoding(blocked([1, 1], [1, 0]));
        let sliced = slice(&mut types, 1, parent);
        let arg = tilelift_ir::Value::from_u32(0);
        let expand = InstructionData::Axis {
            opcode: Opcode::ExpandDims,
            arg,
            axis: 1,
        };
        assert_eq!(
            dst_encoding(&mut types, &expand, Family::ExpandDims, sliced),
            Some(parent)
        );
        assert_eq!(
            dst_encoding(&mut types, &expand, Family::ExpandDims, parent),
            None
        );
        assert_eq!(
            src_encoding(&mut types, &expand, Family::ExpandDims, parent),
            Some(sliced)
        );
        let other = slice(&mut types, 0, parent);
        let reduce = InstructionData::ReduceScan {
            opcode: Opcode::Reduce,
            args: smallvec![arg],
            axis: 1,
            reverse: false,
            region: tilelift_ir::Region::from_u32(0),
        };
        assert_eq!(
            src_encoding(&mut types, &reduce, Family::Reduce, sliced),
            Some(parent)
        );
        assert_eq!(
            src_encoding(&mut types, &reduce, Family::Reduce, other),
            None
        );
        assert_eq!(
            dst_encoding(&mut types, &reduce, Family::Reduce, parent),
            Some(sliced)
        );
    }
}
