//! Handle integrity of the module-wide tables: types, encodings and locations.
//!
//! These run first, as naga's `valid/handles.rs` does, so that every later check can
//! follow a handle without testing it again. A type or encoding may only refer to
//! entries interned *before* it: interning builds inner types first, and the rule
//! rules out cycles, so recursive walks over types always end. A type is *valid*
//! when its own references are in range, point backwards and are valid themselves;
//! the functions' checks treat a value of an invalid type as a bad handle.

use super::display::type_to_string;
use super::errors::VerifierErrors;
use super::query::is_scalar;
use crate::encoding::EncodingData;
use crate::entities::{AnyEntity, Encoding, Loc, Type};
use crate::function::Module;
use crate::limits::{MAX_NUM_WARPS, MAX_TENSOR_ELEMENTS, MAX_THREADS_PER_WARP};
use crate::location::{LocData, Locations};
use crate::types::{TypeData, Types};
use cranelift_entity::EntityRef;
use hashbrown::HashSet;
use smallvec::{smallvec, SmallVec};

/// Which types of the module's table passed the handle checks.
pub(super) struct ValidTypes {
    valid: Vec<bool>,
}

impl ValidTypes {
    /// Whether `ty` is in range and well formed.
    pub(super) fn contains(&self, ty: Type) -> bool {
        self.valid.get(ty.index()).copied().unwrap_or(false)
    }
}

/// Checks the module's tables and function names, and returns the valid types.
pub(super) fn check_tables(module: &Module, errors: &mut VerifierErrors) -> ValidTypes {
    let encodings = check_encodings(&module.types, errors);
    let valid = check_types(&module.types, &encodings, errors);
    check_locations(&module.locs, errors);
    check_loc(&module.locs, module.loc, AnyEntity::Module, errors);
    check_function_names(module, errors);
    check_module_attrs(module, errors);
    valid
}

/// Checks the warp count and warp size a module declares: a program of at
/// most [`MAX_NUM_WARPS`] warps of at most [`MAX_THREADS_PER_WARP`] lanes,
/// both powers of two.
fn check_module_attrs(module: &Module, errors: &mut VerifierErrors) {
    for (name, max) in [
        ("ttg.num-warps", MAX_NUM_WARPS),
        ("ttg.threads-per-warp", MAX_THREADS_PER_WARP),
    ] {
        let Some(value) = module.int_attr(name) else {
            continue;
        };
        let ok = u64::try_from(value).is_ok_and(|v| v.is_power_of_two() && v <= max);
        if !ok {
            let msg = format!("\"{name}\" = {value} is not a power of two from 1 to {max}");
            errors.report(AnyEntity::Module, msg);
        }
    }
}

/// Reports a location handle out of range.
pub(super) fn check_loc(
    locs: &Locations,
    loc: Option<Loc>,
    at: AnyEntity,
    errors: &mut VerifierErrors,
) {
    if let Some(loc) = loc.filter(|&loc| !locs.is_valid(loc)) {
        errors.report(at, format!("location {loc} is out of range"));
    }
}

/// Checks each encoding's parent and parameters; returns which encodings are valid.
fn check_encodings(types: &Types, errors: &mut VerifierErrors) -> Vec<bool> {
    let mut valid = Vec::with_capacity(types.encodings().size_hint().0);
    for (enc, data) in types.encodings() {
        let parent_ok = match data.parent() {
            Some(parent) => backward_ref(enc.index(), parent, &valid),
            None => Ok(true),
        };
        let ok = match parent_ok.and_then(|ok| params_ok(data).map(|()| ok)) {
            Ok(ok) => ok,
            Err(msg) => {
                errors.report(AnyEntity::Module, format!("{enc}: {msg}"));
                false
            }
        };
        valid.push(ok);
    }
    valid
}

/// Whether an encoding's parameters describe a layout later stages can count:
/// the parameter lists of a blocked encoding agree in length, every `order`
/// is a permutation of `0..rank`, and every count is a positive power of two
/// whose product stays within [`limits`](crate::limits).
fn params_ok(data: &EncodingData) -> Result<(), String> {
    match data {
        EncodingData::Blocked(b) => blocked_ok(b),
        EncodingData::NvidiaMma(m) => {
            counts_ok("warpsPerCTA", &m.warps_per_cta, MAX_NUM_WARPS)?;
            instr_shape_ok(&m.instr_shape)
        }
        EncodingData::AmdMfma(m) => {
            counts_ok("warpsPerCTA", &m.warps_per_cta, MAX_NUM_WARPS)?;
            instr_shape_ok(&m.instr_shape)
        }
        EncodingData::SwizzledShared(s) => {
            permutation_ok(&s.order, s.order.len())?;
            for (name, v) in [
                ("vec", s.vec),
                ("perPhase", s.per_phase),
                ("maxPhase", s.max_phase),
            ] {
                counts_ok(name, &[v], MAX_TENSOR_ELEMENTS)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// [`params_ok`] for `#ttg.blocked`.
fn blocked_ok(b: &crate::encoding::BlockedEncoding) -> Result<(), String> {
    let rank = b.order.len();
    let lens = [
        b.size_per_thread.len(),
        b.threads_per_warp.len(),
        b.warps_per_cta.len(),
    ];
    if lens.iter().any(|&len| len != rank) {
        return Err(
            "blocked encoding: sizePerThread, threadsPerWarp, warpsPerCTA and order \
             have different lengths"
                .into(),
        );
    }
    permutation_ok(&b.order, rank)?;
    counts_ok("sizePerThread", &b.size_per_thread, MAX_TENSOR_ELEMENTS)?;
    counts_ok("threadsPerWarp", &b.threads_per_warp, MAX_THREADS_PER_WARP)?;
    counts_ok("warpsPerCTA", &b.warps_per_cta, MAX_NUM_WARPS)
}

/// Whether `order` is a permutation of `0..rank`.
fn permutation_ok(order: &[u32], rank: usize) -> Result<(), String> {
    let mut seen = vec![false; rank];
    for &d in order {
        match seen.get_mut(d as usize) {
            Some(s) if !*s => *s = true,
            _ => {
                return Err(format!(
                    "order = {order:?} is not a permutation of 0..{rank}"
                ))
            }
        }
    }
    Ok(())
}

/// Whether every entry of parameter `name` is a positive power of two and
/// their product is at most `max`.
/// An `instrShape`: at least `M` and `N`, each a power of two up to 256 (no
/// `mma`, `wgmma` or `mfma` instruction is larger along a dimension, and
/// Triton's tensor dimensions, which bound them, are powers of two).
fn instr_shape_ok(shape: &[u32]) -> Result<(), String> {
    if shape.len() < 2 || shape.iter().any(|&d| !d.is_power_of_two() || d > 256) {
        return Err(format!(
            "instrShape = {shape:?}: at least two entries, each a power of two up to 256"
        ));
    }
    Ok(())
}

fn counts_ok(name: &str, counts: &[u32], max: u64) -> Result<(), String> {
    if let Some(c) = counts.iter().find(|&&c| !c.is_power_of_two()) {
        return Err(format!(
            "{name} = {counts:?}: {c} is not a positive power of two"
        ));
    }
    let product = counts.iter().try_fold(1u64, |acc, &c| {
        acc.checked_mul(u64::from(c)).filter(|&p| p <= max)
    });
    if product.is_none() {
        return Err(format!(
            "{name} = {counts:?}: the product is more than {max}"
        ));
    }
    Ok(())
}

/// Whether entry `this` may refer to entry `to` of a table whose first `valid.len()`
/// entries have been checked: `Ok(false)` when `to` is itself invalid (already
/// reported), an error when it is out of range or not before `this`.
fn backward_ref<E: EntityRef + core::fmt::Display>(
    this: usize,
    to: E,
    valid: &[bool],
) -> Result<bool, String> {
    if to.index() >= this {
        return Err(format!("refers to {to}, which is not defined before it"));
    }
    Ok(valid.get(to.index()).copied().unwrap_or(false))
}

/// Checks each type's references and element kinds; returns which are valid.
fn check_types(types: &Types, encodings: &[bool], errors: &mut VerifierErrors) -> ValidTypes {
    let mut valid = Vec::with_capacity(types.iter().size_hint().0);
    for (ty, data) in types.iter() {
        let ok = match check_type(types, ty, data, &valid, encodings) {
            Ok(ok) => ok,
            Err(msg) => {
                errors.report(AnyEntity::Module, format!("{ty}: {msg}"));
                false
            }
        };
        valid.push(ok);
    }
    ValidTypes { valid }
}

/// Checks one type. `Ok(false)` means it refers to a type or encoding that is
/// invalid and already reported.
fn check_type(
    types: &Types,
    ty: Type,
    data: &TypeData,
    valid: &[bool],
    encodings: &[bool],
) -> Result<bool, String> {
    let mut ok = true;
    if let Some(inner) = inner_type(data) {
        ok &= backward_ref(ty.index(), inner, valid)?;
    }
    for &enc in inner_encodings(data).iter() {
        ok &= encoding_ref(types, enc, encodings)?;
    }
    if !ok {
        return Ok(false);
    }
    match data {
        TypeData::Int(bits) if ![1, 8, 16, 32, 64].contains(bits) => Err(format!(
            "integer width {bits} is not one of 1, 8, 16, 32 and 64"
        )),
        TypeData::Tensor { elem, .. } | TypeData::MemDesc { elem, .. }
            if !is_scalar(types, *elem) =>
        {
            let elem = type_to_string(types, *elem);
            Err(format!(
                "the element type {elem} of a tensor must be a scalar or a pointer"
            ))
        }
        _ => Ok(true),
    }
}

/// Whether `enc` is in range and valid.
fn encoding_ref(types: &Types, enc: Encoding, encodings: &[bool]) -> Result<bool, String> {
    if !types.is_valid_encoding(enc) {
        return Err(format!("encoding {enc} is out of range"));
    }
    Ok(encodings.get(enc.index()).copied().unwrap_or(false))
}

/// The type a type refers to.
fn inner_type(data: &TypeData) -> Option<Type> {
    match data {
        TypeData::Ptr { pointee, .. } => Some(*pointee),
        TypeData::Tensor { elem, .. } | TypeData::MemDesc { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The encodings a type refers to (inline: this runs for every type).
fn inner_encodings(data: &TypeData) -> SmallVec<[Encoding; 2]> {
    match data {
        TypeData::Tensor { encoding, .. } => encoding.iter().copied().collect(),
        TypeData::MemDesc {
            encoding,
            memory_space,
            ..
        } => smallvec![*encoding, *memory_space],
        _ => SmallVec::new(),
    }
}

/// Checks that every location and alias refers to locations in range.
fn check_locations(locs: &Locations, errors: &mut VerifierErrors) {
    for (loc, data) in locs.iter() {
        // One match per location: most are aliases and file positions, and
        // telling the variants apart is most of the cost here.
        match data {
            LocData::Alias(n) => {
                if *n as usize >= locs.aliases.len() {
                    errors.report(
                        AnyEntity::Module,
                        format!("{loc} refers to alias number {n}, which is out of range"),
                    );
                }
            }
            LocData::Unknown | LocData::FileLineCol { .. } => {}
            _ => for_each_inner_loc(data, |inner| {
                if !locs.is_valid(inner) {
                    errors.report(
                        AnyEntity::Module,
                        format!("{loc} refers to {inner}, which is out of range"),
                    );
                }
            }),
        }
    }
    for alias in &locs.aliases {
        match alias.def {
            None => errors.report(
                AnyEntity::Module,
                format!("location alias #{} is never defined", locs.str(alias.name)),
            ),
            Some(def) => check_loc(locs, Some(def), AnyEntity::Module, errors),
        }
    }
}

/// Calls `f` on each location a location refers to.
fn for_each_inner_loc(data: &LocData, mut f: impl FnMut(Loc)) {
    match data {
        LocData::Name { child, .. } => child.iter().copied().for_each(f),
        LocData::CallSite { callee, caller } => {
            f(*callee);
            f(*caller);
        }
        LocData::Fused { locs, .. } => locs.iter().copied().for_each(f),
        LocData::Unknown | LocData::FileLineCol { .. } | LocData::Alias(_) => {}
    }
}

/// Reports functions that share a name: calls could not tell them apart.
fn check_function_names(module: &Module, errors: &mut VerifierErrors) {
    if module.funcs.len() < 2 {
        return;
    }
    let mut seen = HashSet::new();
    for (id, func) in module.funcs.iter() {
        if !seen.insert(func.name.as_str()) {
            let msg = format!("tt.func: another function is also named @{}", func.name);
            errors.report(AnyEntity::Function(id), msg);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::BlockedEncoding;
    use crate::function::Function;
    use crate::location::LocAlias;

    fn messages(module: &Module) -> Vec<String> {
        let mut errors = VerifierErrors::default();
        check_tables(module, &mut errors);
        errors.iter().map(|e| e.to_string()).collect()
    }

    #[test]
    fn well_formed_tables_pass() {
        let mut module = Module::new();
        let f32 = module.types.f32();
        let ptr = module.types.ptr(f32);
        let ptrs = module.types.tensor(&[64], ptr);
        let mut errors = VerifierErrors::default();
        let valid = check_tables(&module, &mut errors);
        assert!(errors.is_empty(), "{errors}");
        assert!(valid.contains(ptrs));
        assert!(!valid.contains(Type::new(1000)));
    }

    #[test]
    fn forward_and_out_of_range_types_are_caught() {
        let mut module = Module::new();
        let next = Type::new(module.types.iter().count());
        let own = module.types.ptr(next);
        let far = module.types.ptr(Type::new(1000));
        let user = module.types.tensor(&[4], own);
        let msgs = messages(&module);
        assert!(
            msgs.iter()
                .any(|m| m.contains(&format!("{own}: refers to {next}"))),
            "{msgs:?}"
        );
        assert!(
            msgs.iter()
                .any(|m| m.contains(&format!("{far}: refers to ty1000"))),
            "{msgs:?}"
        );
        // The tensor of a bad pointer is invalid but reported only once, through its
        // element.
        assert!(
            !msgs.iter().any(|m| m.contains(&format!("{user}:"))),
            "{msgs:?}"
        );
    }

    #[test]
    fn tensor_elements_must_be_scalars() {
        let mut module = Module::new();
        let f32 = module.types.f32();
        let inner = module.types.tensor(&[4], f32);
        let outer = module.types.tensor(&[4], inner);
        assert_eq!(type_to_string(&module.types, inner), "tensor<4xf32>");
        let msgs = messages(&module);
        let want =
            format!("module: {outer}: the element type tensor<4xf32> of a tensor must be a scalar");
        assert!(msgs.iter().any(|m| m.starts_with(&want)), "{msgs:?}");
    }

    #[test]
    fn encodings_are_checked() {
        let mut module = Module::new();
        let blocked = BlockedEncoding {
            size_per_thread: [1].into_iter().collect(),
            threads_per_warp: [32].into_iter().collect(),
            warps_per_cta: [4, 1].into_iter().collect(),
            order: [0].into_iter().collect(),
            cta_layout: None,
        };
        module.types.intern_encoding(EncodingData::Blocked(blocked));
        let bad_parent = EncodingData::Slice {
            dim: 0,
            parent: Encoding::new(7),
        };
        module.types.intern_encoding(bad_parent);
        let msgs = messages(&module);
        assert!(
            msgs.iter().any(|m| m.contains("#enc0: blocked encoding")),
            "{msgs:?}"
        );
        assert!(
            msgs.iter().any(|m| m.contains("#enc1: refers to #enc7")),
            "{msgs:?}"
        );
    }

    #[test]
    fn instruction_shapes_are_checked() {
        use crate::encoding::NvidiaMmaEncoding;
        let mut module = Module::new();
        for n in [8, 0, 4_294_967_295, 24, 512] {
            module
                .types
                .intern_encoding(EncodingData::NvidiaMma(NvidiaMmaEncoding {
                    version_major: 3,
                    version_minor: 0,
                    warps_per_cta: [4, 1].into_iter().collect(),
                    instr_shape: [16, n, 16].into_iter().collect(),
                    cta_layout: None,
                }));
        }
        let msgs = messages(&module);
        assert_eq!(msgs.len(), 4, "{msgs:?}");
        assert!(!msgs.iter().any(|m| m.contains("#enc0:")), "{msgs:?}");
        assert!(
            msgs[1].contains("#enc2: instrShape = [16, 4294967295, 16]"),
            "{msgs:?}"
        );
    }

    #[test]
    fn locations_and_names_are_checked() {
        let mut module = Module::new();
        let (x, loc1) = (module.locs.intern("x"), module.locs.intern("loc1"));
        module.locs.push(LocData::Name {
            name: x,
            child: Some(Loc::new(9)),
        });
        module.locs.push(LocData::Alias(3));
        module.locs.aliases.push(LocAlias {
            name: loc1,
            def: None,
            before_module: false,
        });
        module.loc = Some(Loc::new(40));
        module.funcs.push(Function::new("k"));
        module.funcs.push(Function::new("k"));
        let msgs = messages(&module);
        let expected = [
            "module: loc0 refers to loc9, which is out of range",
            "module: loc1 refers to alias number 3, which is out of range",
            "module: location alias #loc1 is never defined",
            "module: location loc40 is out of range",
            "func1: tt.func: another function is also named @k",
        ];
        assert_eq!(msgs, expected);
    }
}
