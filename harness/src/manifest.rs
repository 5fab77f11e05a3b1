//! The manifest of a corpus case: `case.json` read and checked against the
//! kernel in `kernel.ttir`, with the data files it names.
//!
//! Every field is checked as it is read, and every problem is a [`CaseError`] whose
//! message names the field or the argument (`argument 3 (n_elements) does not
//! match the kernel's parameter of type i32`), never a panic. The arguments must
//! match the kernel's parameters in number and type (a buffer's dtype must be the
//! pointee of its pointer parameter), and each output must name a buffer argument
//! of its dtype and size. Files must be regular files (not `/dev/zero`), and a
//! case's buffers together at most [`MAX_CASE_BYTES`], checked before any is
//! allocated.

use crate::bench::{self, BenchSpec};
use crate::case::CaseError;
use serde_json::Value as Json;
use std::path::Path;
use tilelift_ir::verify::Verified;
use tilelift_ir::{FloatKind, FuncId, Module, TypeData};

/// An element type of a buffer, by its corpus name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Dtype {
    /// `fp32`.
    F32,
    /// `fp16`.
    F16,
    /// `bf16`.
    BF16,
    /// `fp64`.
    F64,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `fp8e4nv` (`f8E4M3FN`).
    F8E4M3,
    /// `fp8e5` (`f8E5M2`).
    F8E5M2,
}

impl Dtype {
    /// The dtype of a corpus name (`fp32`, `i32`, ...).
    pub fn from_name(name: &str) -> Option<Dtype> {
        Some(match name {
            "fp32" => Dtype::F32,
            "fp16" => Dtype::F16,
            "bf16" => Dtype::BF16,
            "fp64" => Dtype::F64,
            "i8" => Dtype::I8,
            "i16" => Dtype::I16,
            "i32" => Dtype::I32,
            "i64" => Dtype::I64,
            "fp8e4nv" => Dtype::F8E4M3,
            "fp8e5" => Dtype::F8E5M2,
            _ => return None,
        })
    }

    /// The size of an element in bytes.
    pub fn size(self) -> usize {
        match self {
            Dtype::I8 | Dtype::F8E4M3 | Dtype::F8E5M2 => 1,
            Dtype::F16 | Dtype::BF16 | Dtype::I16 => 2,
            Dtype::F32 | Dtype::I32 => 4,
            Dtype::F64 | Dtype::I64 => 8,
        }
    }

    /// Whether elements are floats.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Dtype::F32 | Dtype::F16 | Dtype::BF16 | Dtype::F64 | Dtype::F8E4M3 | Dtype::F8E5M2
        )
    }

    /// The IR element type a pointer to this dtype points to.
    fn ir_type(self) -> TypeData {
        match self {
            Dtype::F32 => TypeData::Float(FloatKind::F32),
            Dtype::F16 => TypeData::Float(FloatKind::F16),
            Dtype::BF16 => TypeData::Float(FloatKind::BF16),
            Dtype::F64 => TypeData::Float(FloatKind::F64),
            Dtype::I8 => TypeData::Int(8),
            Dtype::I16 => TypeData::Int(16),
            Dtype::I32 => TypeData::Int(32),
            Dtype::I64 => TypeData::Int(64),
            Dtype::F8E4M3 => TypeData::Float(FloatKind::F8E4M3FN),
            Dtype::F8E5M2 => TypeData::Float(FloatKind::F8E5M2),
        }
    }

    fn raw(self, bytes: &[u8]) -> u64 {
        let mut word = [0u8; 8];
        word[..bytes.len()].copy_from_slice(bytes);
        u64::from_le_bytes(word)
    }

    /// The float element in `bytes`, as `f64`.
    pub fn float_value(self, bytes: &[u8]) -> f64 {
        let raw = self.raw(bytes);
        match self {
            Dtype::F16 => half::f16::from_bits(raw as u16).to_f64(),
            Dtype::BF16 => half::bf16::from_bits(raw as u16).to_f64(),
            Dtype::F64 => f64::from_bits(raw),
            // `f8E5M2` is the top byte of an `f16`.
            Dtype::F8E5M2 => half::f16::from_bits((raw as u16) << 8).to_f64(),
            Dtype::F8E4M3 => tilelift_ir::float::f8e4m3fn_value(raw as u8),
            _ => f64::from(f32::from_bits(raw as u32)),
        }
    }

    /// The integer element in `bytes`, sign-extended.
    pub fn int_value(self, bytes: &[u8]) -> i64 {
        let shift = 64 - 8 * bytes.len() as u32;
        ((self.raw(bytes) as i64) << shift) >> shift
    }
}

/// A scalar argument of a case, by its `type` in `case.json`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// `i1`.
    I1(bool),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `fp32`.
    F32(f32),
}

impl Scalar {
    /// The type's name in `case.json`.
    pub fn type_name(self) -> &'static str {
        match self {
            Scalar::I1(_) => "i1",
            Scalar::I32(_) => "i32",
            Scalar::I64(_) => "i64",
            Scalar::F32(_) => "fp32",
        }
    }
}

/// How a buffer starts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Init {
    /// From its file.
    File,
    /// Filled with the poison pattern.
    Poison,
}

/// One argument of a case.
#[derive(Clone, Debug)]
pub(super) enum CaseArg {
    /// A buffer.
    Buffer {
        name: String,
        dtype: Dtype,
        bytes: Vec<u8>,
        init: Init,
        is_input: bool,
    },
    /// A scalar.
    Scalar { name: String, value: Scalar },
}

impl CaseArg {
    /// The argument's name.
    pub(super) fn name(&self) -> &str {
        match self {
            CaseArg::Buffer { name, .. } | CaseArg::Scalar { name, .. } => name,
        }
    }
}

/// An output to check.
#[derive(Clone, Debug)]
pub(super) struct CaseOutput {
    pub(super) arg: usize,
    pub(super) name: String,
    pub(super) dtype: Dtype,
    pub(super) expected: Vec<u8>,
    pub(super) rtol: f64,
    pub(super) atol: f64,
}

/// A case folder, read: the kernel parsed and verified, the arguments with
/// their data, the outputs to check and the bench problem.
pub struct Case {
    pub(super) name: String,
    pub(super) text: String,
    pub(super) module: Verified,
    pub(super) func: FuncId,
    pub(super) grid: [u32; 3],
    pub(super) num_warps: u32,
    pub(super) num_stages: u32,
    pub(super) args: Vec<CaseArg>,
    pub(super) outputs: Vec<CaseOutput>,
    pub(super) bench: Result<BenchSpec, String>,
}

impl Case {
    /// The case's name (its folder).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The launch grid: programs along x, y and z.
    pub fn grid(&self) -> [u32; 3] {
        self.grid
    }

    /// Warps per program (`num_warps` of `case.json`; 4 when absent).
    pub fn num_warps(&self) -> u32 {
        self.num_warps
    }

    /// Triton's `num_stages` the case was generated with (`num_stages` of
    /// `case.json`; Triton's default, 3, when absent): the stages of the
    /// software pipeline of loops that do not say `tt.num_stages`; below 2,
    /// none.
    pub fn num_stages(&self) -> u32 {
        self.num_stages
    }

    /// The kernel's name (its `tt.func`).
    pub fn kernel(&self) -> &str {
        &self.module.module().funcs[self.func].name
    }

    /// The text of the kernel (`kernel.ttir`, or the file the case was read
    /// with).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The kernel, parsed and verified.
    pub fn module(&self) -> &Verified {
        &self.module
    }

    /// The function of [`Case::module`] the case runs.
    pub fn func(&self) -> FuncId {
        self.func
    }

    /// The bench problem (the `bench` section of `case.json`), or why there is
    /// none.
    pub fn bench(&self) -> Result<&BenchSpec, &str> {
        self.bench.as_ref().map_err(String::as_str)
    }
}

/// Reads a case folder and the manifest's parts, failing with messages that name
/// the field.
struct Reader<'a> {
    dir: &'a Path,
    case: String,
    /// The kernel's file in the folder ([`KERNEL_FILE`] unless told).
    kernel_file: &'a str,
    /// The bytes of the case's buffers so far, held to [`MAX_CASE_BYTES`].
    total: core::cell::Cell<u64>,
}

/// The most bytes a case may hold: each file, and all its buffers together
/// (inputs, outputs and expected outputs). Checked before anything is
/// allocated, so a `case.json` that asks for 2^40 elements is an error, not
/// an aborted allocation.
pub const MAX_CASE_BYTES: u64 = 1 << 30;

impl Reader<'_> {
    fn error(&self, message: impl Into<String>) -> CaseError {
        CaseError {
            case: self.case.clone(),
            message: format!("error: {}", message.into()),
        }
    }

    /// The bytes of `file` of the case: a regular file (not `/dev/zero`, a
    /// pipe or a folder) of at most [`MAX_CASE_BYTES`].
    fn read(&self, file: &str) -> Result<Vec<u8>, CaseError> {
        use std::io::Read as _;
        let path = self.dir.join(file);
        let fail = |e: String| self.error(format!("cannot read {}: {e}", path.display()));
        let meta = std::fs::metadata(&path).map_err(|e| fail(e.to_string()))?;
        if !meta.is_file() {
            return Err(fail("not a regular file".into()));
        }
        if meta.len() > MAX_CASE_BYTES {
            return Err(fail(format!("larger than {} MiB", MAX_CASE_BYTES >> 20)));
        }
        let mut bytes = Vec::new();
        std::fs::File::open(&path)
            .and_then(|f| f.take(MAX_CASE_BYTES + 1).read_to_end(&mut bytes))
            .map_err(|e| fail(e.to_string()))?;
        if bytes.len() as u64 > MAX_CASE_BYTES {
            return Err(fail(format!("larger than {} MiB", MAX_CASE_BYTES >> 20)));
        }
        Ok(bytes)
    }

    /// The bytes of `elements` elements of `dtype`, if a buffer of them fits
    /// in [`MAX_CASE_BYTES`]: checked before anything is allocated.
    fn buffer_bytes(&self, what: &str, dtype: Dtype, elements: u64) -> Result<usize, CaseError> {
        elements
            .checked_mul(dtype.size() as u64)
            .filter(|&n| n.saturating_add(self.total.get()) <= MAX_CASE_BYTES)
            .inspect(|&n| self.total.set(self.total.get() + n))
            .map(|n| n as usize)
            .ok_or_else(|| {
                self.error(format!(
                    "{what}: {elements} elements of {} bytes take the case past the {} MiB \
                     it may hold",
                    dtype.size(),
                    MAX_CASE_BYTES >> 20
                ))
            })
    }

    fn field<'j>(&self, json: &'j Json, key: &str, what: &str) -> Result<&'j Json, CaseError> {
        json.get(key)
            .ok_or_else(|| self.error(format!("{what} has no \"{key}\"")))
    }

    fn str_field<'j>(&self, json: &'j Json, key: &str, what: &str) -> Result<&'j str, CaseError> {
        self.field(json, key, what)?
            .as_str()
            .ok_or_else(|| self.error(format!("\"{key}\" of {what} is not a string")))
    }

    fn uint_field(&self, json: &Json, key: &str, what: &str) -> Result<u64, CaseError> {
        self.field(json, key, what)?
            .as_u64()
            .ok_or_else(|| self.error(format!("\"{key}\" of {what} is not a count")))
    }

    fn float_field(&self, json: &Json, key: &str, what: &str) -> Result<f64, CaseError> {
        self.field(json, key, what)?
            .as_f64()
            .ok_or_else(|| self.error(format!("\"{key}\" of {what} is not a number")))
    }

    fn dtype(&self, json: &Json, what: &str) -> Result<Dtype, CaseError> {
        let name = self.str_field(json, "dtype", what)?;
        Dtype::from_name(name)
            .ok_or_else(|| self.error(format!("{what}: unknown dtype \"{name}\"")))
    }

    /// A file of exactly `elements` elements of `dtype`.
    fn data_file(&self, file: &str, dtype: Dtype, elements: u64) -> Result<Vec<u8>, CaseError> {
        let want = self.buffer_bytes(file, dtype, elements)?;
        let bytes = self.read(file)?;
        if bytes.len() != want {
            return Err(self.error(format!("{file} has {} bytes, expected {want}", bytes.len())));
        }
        Ok(bytes)
    }
}

/// Argument parsing.
impl Reader<'_> {
    fn arg(&self, json: &Json, idx: usize) -> Result<CaseArg, CaseError> {
        let what = format!("argument {idx}");
        let name = self.str_field(json, "name", &what)?.to_string();
        let role = self.str_field(json, "role", &what)?;
        if role == "scalar" {
            let value = self.scalar(json, &what)?;
            return Ok(CaseArg::Scalar { name, value });
        }
        let dtype = self.dtype(json, &what)?;
        let elements = self.uint_field(json, "elements", &what)?;
        let init = match (role, json.get("init").and_then(Json::as_str)) {
            ("in", _) | (_, Some("file")) => Init::File,
            ("out" | "inout", Some("poison") | None) => Init::Poison,
            _ => return Err(self.error(format!("{what} ({name}): unknown role or init"))),
        };
        let bytes = match init {
            Init::File => self.data_file(self.str_field(json, "file", &what)?, dtype, elements)?,
            Init::Poison => vec![0; self.buffer_bytes(&what, dtype, elements)?],
        };
        let is_input = role == "in";
        Ok(CaseArg::Buffer {
            name,
            dtype,
            bytes,
            init,
            is_input,
        })
    }

    fn scalar(&self, json: &Json, what: &str) -> Result<Scalar, CaseError> {
        let ty = self.str_field(json, "type", what)?;
        let value = self.field(json, "value", what)?;
        let int = || {
            value
                .as_i64()
                .ok_or_else(|| self.error(format!("{what}: the value is not an integer")))
        };
        Ok(match ty {
            "i32" => Scalar::I32(
                i32::try_from(int()?).map_err(|_| self.error(format!("{what}: out of range")))?,
            ),
            "i64" => Scalar::I64(int()?),
            // `true`/`false`, or 1/0.
            "i1" => Scalar::I1(match value.as_bool() {
                Some(b) => b,
                None => int()? != 0,
            }),
            "fp32" => Scalar::F32(self.f32_value(json, what)?),
            _ => return Err(self.error(format!("{what}: unknown scalar type \"{ty}\""))),
        })
    }

    /// An `fp32` scalar, from its exact `bits` when the manifest gives them.
    fn f32_value(&self, json: &Json, what: &str) -> Result<f32, CaseError> {
        match json.get("bits").and_then(Json::as_str) {
            Some(hex) => u32::from_str_radix(hex.trim_start_matches("0x"), 16)
                .map(f32::from_bits)
                .map_err(|_| self.error(format!("{what}: bad bits \"{hex}\""))),
            None => Ok(self.float_field(json, "value", what)? as f32),
        }
    }

    fn output(&self, json: &Json, idx: usize) -> Result<CaseOutput, CaseError> {
        let what = format!("output {idx}");
        let dtype = self.dtype(json, &what)?;
        let elements = self.uint_field(json, "elements", &what)?;
        Ok(CaseOutput {
            arg: self.uint_field(json, "arg", &what)? as usize,
            name: self.str_field(json, "name", &what)?.to_string(),
            dtype,
            expected: self.data_file(self.str_field(json, "file", &what)?, dtype, elements)?,
            rtol: self.float_field(json, "rtol", &what)?,
            atol: self.float_field(json, "atol", &what)?,
        })
    }
}

/// The kernel and the whole case.
impl Reader<'_> {
    fn module(&self) -> Result<(Verified, String), CaseError> {
        let file = self.kernel_file;
        let text = String::from_utf8(self.read(file)?)
            .map_err(|_| self.error(format!("{file} is not UTF-8")))?;
        let verified =
            tilelift_ir::load(&text, file).map_err(|e| self.error_text(e.to_string()))?;
        Ok((verified, text))
    }

    /// An error whose message is already rendered (`file:line:col: error: ...`).
    fn error_text(&self, message: String) -> CaseError {
        CaseError {
            case: self.case.clone(),
            message,
        }
    }

    fn case(&self) -> Result<Case, CaseError> {
        let text = self.read("case.json")?;
        let json: Json =
            serde_json::from_slice(&text).map_err(|e| self.error(format!("case.json: {e}")))?;
        let kernel = self.str_field(&json, "kernel", "case.json")?;
        let (module, text) = self.module()?;
        let func = module.module().func_by_name(kernel).ok_or_else(|| {
            let file = self.kernel_file;
            self.error(format!("{file} has no function @{kernel}"))
        })?;
        let list = |key: &str| -> Result<&Vec<Json>, CaseError> {
            self.field(&json, key, "case.json")?
                .as_array()
                .ok_or_else(|| self.error(format!("\"{key}\" of case.json is not a list")))
        };
        let grid = self.grid(list("grid")?)?;
        let num_warps = match json.get("num_warps") {
            None => 4,
            Some(n) => n
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .filter(|&n| n > 0)
                .ok_or_else(|| self.error("\"num_warps\" of case.json is not a count"))?,
        };
        let num_stages = match json.get("num_stages") {
            None => 3,
            Some(n) => n
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| self.error("\"num_stages\" of case.json is not a count"))?,
        };
        let args = list("args")?
            .iter()
            .enumerate()
            .map(|(i, a)| self.arg(a, i))
            .collect::<Result<Vec<_>, _>>()?;
        let outputs = list("outputs")?
            .iter()
            .enumerate()
            .map(|(i, o)| self.output(o, i))
            .collect::<Result<Vec<_>, _>>()?;
        let bench = bench::parse(json.get("bench"), &args);
        let case = Case {
            name: self.case.clone(),
            text,
            module,
            func,
            grid,
            num_warps,
            num_stages,
            args,
            outputs,
            bench,
        };
        self.check(&case)?;
        Ok(case)
    }

    fn grid(&self, dims: &[Json]) -> Result<[u32; 3], CaseError> {
        let dim = |i: usize| {
            dims.get(i)
                .and_then(Json::as_u64)
                .and_then(|d| u32::try_from(d).ok())
        };
        match (dims.len(), dim(0), dim(1), dim(2)) {
            (3, Some(x), Some(y), Some(z)) => crate::bench::launchable([x, y, z])
                .map(|()| [x, y, z])
                .map_err(|e| self.error(format!("{e} (case.json)"))),
            _ => Err(self.error("\"grid\" of case.json is not three counts")),
        }
    }

    /// Checks the arguments against the kernel's parameters and the outputs
    /// against the arguments.
    fn check(&self, case: &Case) -> Result<(), CaseError> {
        let module = case.module.module();
        let func = &module.funcs[case.func];
        // A tensor descriptor parameter is launched as several arguments.
        let params = tilelift_ir::descriptors::launch_params(module, case.func);
        if params.len() != case.args.len() {
            return Err(self.error(format!(
                "case.json lists {} arguments, but @{} takes {}",
                case.args.len(),
                func.name,
                params.len()
            )));
        }
        for (i, (arg, param)) in case.args.iter().zip(&params).enumerate() {
            self.check_arg(module, i, arg, param)?;
        }
        for out in &case.outputs {
            match case.args.get(out.arg) {
                Some(CaseArg::Buffer { dtype, bytes, .. })
                    if *dtype == out.dtype && bytes.len() == out.expected.len() => {}
                _ => {
                    return Err(self.error(format!(
                        "output {} does not match argument {}",
                        out.name, out.arg
                    )))
                }
            }
        }
        Ok(())
    }

    fn check_arg(
        &self,
        module: &Module,
        i: usize,
        arg: &CaseArg,
        param: &TypeData,
    ) -> Result<(), CaseError> {
        let types = &module.types;
        let ok = match (arg, param) {
            (CaseArg::Buffer { dtype, .. }, TypeData::Ptr { pointee, .. }) => {
                *types.data(*pointee) == dtype.ir_type()
            }
            (CaseArg::Scalar { value, .. }, data) => matches!(
                (value, data),
                (Scalar::I32(_), TypeData::Int(32))
                    | (Scalar::I64(_), TypeData::Int(64))
                    | (Scalar::I1(_), TypeData::Int(1))
                    | (Scalar::F32(_), TypeData::Float(FloatKind::F32))
            ),
            _ => false,
        };
        if ok {
            return Ok(());
        }
        let name = arg.name();
        let printed = match param {
            TypeData::Ptr { pointee, .. } => format!(
                "!tt.ptr<{}>",
                tilelift_ir::verify::display::type_to_string(types, *pointee)
            ),
            TypeData::Int(bits) => format!("i{bits}"),
            other => format!("{other:?}"),
        };
        Err(self.error(format!(
            "argument {i} ({name}) does not match the kernel's parameter of type {printed}"
        )))
    }
}

/// The file of a case's kernel: the TTIR Triton printed.
pub const KERNEL_FILE: &str = "kernel.ttir";

/// Reads the case in `dir`, called `name` in messages, with its kernel from
/// `kernel_file` (TTIR or TTGIR) in the folder.
pub(super) fn read_case(dir: &Path, name: String, kernel_file: &str) -> Result<Case, CaseError> {
    Reader {
        dir,
        case: name,
        kernel_file,
        total: Default::default(),
    }
    .case()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reader() -> Reader<'static> {
        Reader {
            dir: Path::new("."),
            case: "t".into(),
            kernel_file: KERNEL_FILE,
            total: Default::default(),
        }
    }

    #[test]
    fn dtypes_read_their_elements() {
        assert_eq!(Dtype::from_name("bf16"), Some(Dtype::BF16));
        assert_eq!(Dtype::from_name("fp8"), None);
        assert_eq!(Dtype::BF16.float_value(&[0x80, 0x3F]), 1.0);
        assert_eq!(Dtype::F16.float_value(&[0x00, 0xC0]), -2.0);
        assert_eq!(Dtype::I8.int_value(&[0xFF]), -1);
        assert_eq!(Dtype::I32.int_value(&(-5i32).to_le_bytes()), -5);
        assert_eq!(Dtype::I64.size(), 8);
    }

    #[test]
    fn scalars_take_exact_bits_and_checked_ranges() {
        let r = reader();
        let f = json!({"type": "fp32", "value": 0.1, "bits": "0x3dcccccd"});
        assert_eq!(
            r.scalar(&f, "a").unwrap(),
            Scalar::F32(f32::from_bits(0x3dcc_cccd))
        );
        let i = json!({"type": "i32", "value": -20000});
        assert_eq!(r.scalar(&i, "a").unwrap(), Scalar::I32(-20000));
        let big = json!({"type": "i32", "value": 1u64 << 40});
        assert!(r
            .scalar(&big, "a")
            .unwrap_err()
            .message
            .contains("out of range"));
        let odd = json!({"type": "u7", "value": 1});
        assert!(r
            .scalar(&odd, "a")
            .unwrap_err()
            .message
            .contains("unknown scalar type"));
        assert_eq!(r.grid(&[json!(2), json!(3), json!(1)]).unwrap(), [2, 3, 1]);
        assert!(r.grid(&[json!(2), json!(-3), json!(1)]).is_err());
    }
}
