//! The ops that run regions or functions: `scf.for`, `scf.if`, `scf.while`,
//! `tt.reduce`, `tt.scan` and `tt.call`; and the branches `cf.br` and
//! `cf.cond_br` between the blocks of a function body, run as they are
//! (`Machine::run_region` follows them), not structured first: the compiler's
//! restructuring (`tilelift_ir::structure`) is checked against them.
//!
//! - `scf.for` compares the induction variable with the upper bound as a signed
//!   integer (MLIR's default), in wide arithmetic so that it never wraps; a step of
//!   zero or less on a loop that would run is an error rather than a hang.
//! - `scf.while` runs its `before` region, and while the condition holds, its
//!   `after` region on the forwarded values.
//! - `tt.call` runs the callee in a fresh frame; calls nest at most
//!   [`MAX_CALL_DEPTH`] deep, so recursion ends in an error, not a stack overflow.
//!
//! Block parameters (loop-carried values, the induction variable, combine-region
//! operands) are defined afresh, and told to the observer, on every entry.

use super::error::{ErrorKind, InterpError, OpError};
use super::exec::{Frame, Machine};
use super::reduce;
use super::tile::Tile;
use tilelift_ir::{Block, FuncId, Inst, InstructionData as D, Opcode, Region, Value};

/// How deep `tt.call`s may nest.
pub const MAX_CALL_DEPTH: u32 = 64;

impl Machine<'_> {
    /// Runs a function with `args` and returns what its `tt.return` returns.
    pub fn call(&mut self, id: FuncId, args: Vec<Tile>) -> Result<Vec<Tile>, InterpError> {
        let module = self.module;
        let func = module
            .funcs
            .get(id)
            .ok_or_else(|| InterpError::new(ErrorKind::Invalid, format!("no function {id}")))?;
        let mut frame = Frame::new(func);
        Ok(self.run_region(&mut frame, func.body, args)?.values)
    }

    /// Runs a region-holding op or a call and returns its results.
    pub(super) fn control(
        &mut self,
        frame: &mut Frame<'_>,
        inst: Inst,
    ) -> Result<Vec<Tile>, InterpError> {
        let func = frame.func;
        match func.dfg.inst(inst) {
            D::For { args, body, .. } => self.run_for(frame, args, *body),
            D::If {
                cond,
                then_region,
                else_region,
                ..
            } => {
                let region = if frame.get(*cond)?.is_true(0) {
                    then_region
                } else {
                    else_region
                };
                Ok(self.run_region(frame, *region, Vec::new())?.values)
            }
            D::While {
                args,
                before,
                after,
                ..
            } => self.run_while(frame, args, *before, *after),
            D::ReduceScan {
                opcode,
                args,
                axis,
                reverse,
                region,
            } => self.run_reduce_scan(frame, *opcode, args, *axis, *reverse, *region),
            D::Call { callee, args, .. } => self.run_call(frame, callee, args),
            other => {
                Err(OpError::invalid(format!("{} holds no region", other.opcode().name())).into())
            }
        }
    }

    /// `cf.br`, `cf.cond_br`: the block branched to and its arguments.
    pub(super) fn branch<'f>(
        &self,
        frame: &Frame<'f>,
        inst: Inst,
    ) -> Result<(Block, &'f [Value]), InterpError> {
        let data = frame.func.dfg.inst(inst);
        let dests = data.branch_dests();
        let taken = match data {
            D::Branch {
                opcode: Opcode::CondBr,
                args,
                ..
            } => usize::from(!frame.get(args[0])?.is_true(0)),
            _ => 0,
        };
        dests
            .get(taken)
            .copied()
            .ok_or_else(|| OpError::invalid("a branch without its destination").into())
    }

    /// `scf.for %iv = %lb to %ub step %step iter_args(...)`.
    fn run_for(
        &mut self,
        frame: &mut Frame<'_>,
        args: &[Value],
        body: Region,
    ) -> Result<Vec<Tile>, InterpError> {
        if args.len() < 3 {
            return Err(OpError::invalid("scf.for needs bounds and a step").into());
        }
        let bounds = frame.get_all(&args[..3])?;
        let int = |t: &Tile| i128::from(t.int_at(0).unwrap_or_default());
        let (lb, ub, step) = (int(&bounds[0]), int(&bounds[1]), int(&bounds[2]));
        if step <= 0 && lb < ub {
            let msg = format!("scf.for from {lb} to {ub} with step {step} never ends");
            return Err(OpError::invalid(msg).into());
        }
        let elem = bounds[0].elem();
        let mut carried = frame.get_all(&args[3..])?;
        let mut iv = lb;
        while iv < ub {
            let mut params = Vec::with_capacity(carried.len() + 1);
            params.push(Tile::scalar_int(elem, iv as i64));
            params.extend(carried);
            carried = self.run_region(frame, body, params)?.values;
            iv += step;
        }
        Ok(carried)
    }

    /// `scf.while (...) { before } do { after }`.
    fn run_while(
        &mut self,
        frame: &mut Frame<'_>,
        args: &[Value],
        before: Region,
        after: Region,
    ) -> Result<Vec<Tile>, InterpError> {
        let mut values = frame.get_all(args)?;
        loop {
            let mut forwarded = self.run_region(frame, before, values)?.values;
            if forwarded.is_empty() {
                return Err(OpError::invalid("scf.condition without a condition").into());
            }
            let cond = forwarded.remove(0);
            if !cond.is_true(0) {
                return Ok(forwarded);
            }
            values = self.run_region(frame, after, forwarded)?.values;
        }
    }

    /// `tt.reduce` and `tt.scan`, running the combine region on scalars.
    fn run_reduce_scan(
        &mut self,
        frame: &mut Frame<'_>,
        opcode: Opcode,
        args: &[Value],
        axis: u32,
        reverse: bool,
        region: Region,
    ) -> Result<Vec<Tile>, InterpError> {
        let inputs = frame.get_all(args)?;
        let mut combine = |params: Vec<Tile>| -> Result<Vec<Tile>, InterpError> {
            Ok(self.run_region(frame, region, params)?.values)
        };
        match opcode {
            Opcode::Scan => reduce::scan(&inputs, axis, reverse, &mut combine),
            _ => reduce::reduce(&inputs, axis, &mut combine),
        }
    }

    /// `tt.call @callee(args)`.
    fn run_call(
        &mut self,
        frame: &Frame<'_>,
        callee: &str,
        args: &[Value],
    ) -> Result<Vec<Tile>, InterpError> {
        let id = self
            .module
            .func_by_name(callee)
            .ok_or_else(|| OpError::invalid(format!("no function @{callee}")))?;
        if self.depth >= MAX_CALL_DEPTH {
            let msg = format!("calls nest more than {MAX_CALL_DEPTH} deep");
            return Err(OpError::new(ErrorKind::Invalid, msg).into());
        }
        let values = frame.get_all(args)?;
        self.depth += 1;
        let result = self.call(id, values);
        self.depth -= 1;
        result
    }
}

#[cfg(test)]
mod tests {
    use crate::testutil::{i32_buffer, read_i32s, run_text, verified};
    use crate::{run_observed, ArgValue, ErrorKind, Memory, Observer, RunOptions, Tile};
    use tilelift_ir::{Function, Value};

    const LOOPS: &str = r#"
module {
  tt.func private @twice(%a: i32) -> i32 {
    %b = arith.addi %a, %a : i32
    tt.return %b : i32
  }
  tt.func public @loops(%out: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32)  : i32 {
      %t = arith.addi %acc, %i : i32
      scf.yield %t : i32
    }
    %r:2 = scf.while (%x = %c1, %k = %c0) : (i32, i32) -> (i32, i32) {
      %c = arith.cmpi slt, %x, %n : i32
      scf.condition(%c) %x, %k : i32, i32
    } do {
    ^bb0(%x2: i32, %k2: i32):
      %y = tt.call @twice(%x2) : (i32) -> i32
      %k3 = arith.addi %k2, %c1 : i32
      scf.yield %y, %k3 : i32, i32
    }
    %pid = tt.get_program_id x : i32
    %np = tt.get_num_programs x : i32
    %is0 = arith.cmpi eq, %pid, %c0 : i32
    %v = scf.if %is0 -> (i32) {
      scf.yield %s : i32
    } else {
      %w = arith.muli %r#0, %np : i32
      %w2 = arith.addi %w, %r#1 : i32
      scf.yield %w2 : i32
    }
    %p = tt.addptr %out, %pid : !tt.ptr<i32>, i32
    tt.store %p, %v : !tt.ptr<i32>
    tt.return
  }
}"#;

    #[test]
    fn for_while_if_and_call() {
        let mut mem = Memory::new();
        let out = i32_buffer(&mut mem, &[-1; 3]);
        let args = [ArgValue::Ptr(out), ArgValue::I32(5)];
        run_text(LOOPS, "loops", &args, &mut mem, [3, 1, 1]).unwrap();
        // Program 0: 0 + 1 + 2 + 3 + 4. The others: the while loop doubles 1 to 8
        // in 3 steps, so 8 * 3 programs + 3.
        assert_eq!(read_i32s(&mem, out), vec![10, 27, 27]);
    }

    #[test]
    fn a_loop_that_never_runs_keeps_its_initial_values() {
        let mut mem = Memory::new();
        let out = i32_buffer(&mut mem, &[-1]);
        let args = [ArgValue::Ptr(out), ArgValue::I32(0)];
        run_text(LOOPS, "loops", &args, &mut mem, [1, 1, 1]).unwrap();
        assert_eq!(read_i32s(&mem, out), vec![0]);
    }

    /// Counts the definitions of each value of the function `@loops`.
    struct Count(Vec<(Value, [u32; 3])>);

    impl Observer for Count {
        fn on_value(&mut self, func: &Function, value: Value, _: &Tile, program: [u32; 3]) {
            if func.name == "loops" {
                self.0.push((value, program));
            }
        }
    }

    #[test]
    fn the_observer_sees_arguments_and_every_iteration() {
        let module = verified(LOOPS);
        let id = module.module().func_by_name("loops").unwrap();
        let func = &module.module().funcs[id];
        let mut mem = Memory::new();
        let out = i32_buffer(&mut mem, &[0; 2]);
        let args = [ArgValue::Ptr(out), ArgValue::I32(5)];
        let mut count = Count(Vec::new());
        run_observed(
            &module,
            id,
            &args,
            &mut mem,
            &RunOptions::new([2, 1, 1]),
            &mut count,
        )
        .unwrap();
        let n_arg = func.args()[1];
        let defs: Vec<_> = count.0.iter().filter(|(v, _)| *v == n_arg).collect();
        assert_eq!(defs, vec![&(n_arg, [0, 0, 0]), &(n_arg, [1, 0, 0])]);
        let body = func
            .dfg
            .inst_results(func.order.insts(func.entry_block()).nth(2).unwrap())[0];
        assert_eq!(
            count.0.iter().filter(|(v, _)| *v == body).count(),
            2,
            "the scf.for result"
        );
        let n_defined = count.0.len();
        assert!(n_defined > 40, "{n_defined}");
    }

    #[test]
    fn recursion_ends_in_an_error() {
        let text = r#"
module {
  tt.func public @f(%a: i32) {
    tt.call @f(%a) : (i32) -> ()
    tt.return
  }
}"#;
        let err = run_text(
            text,
            "f",
            &[ArgValue::I32(1)],
            &mut Memory::new(),
            [1, 1, 1],
        )
        .unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        assert!(
            err.to_string().contains("calls nest more than 64 deep"),
            "{err}"
        );
    }

    #[test]
    fn an_assertion_failure_names_the_program() {
        let text = r#"
module {
  tt.func public @f() {
    %c2 = arith.constant 2 : i32
    %pid = tt.get_program_id x : i32
    %ok = arith.cmpi slt, %pid, %c2 : i32
    tt.assert %ok, "pid too large" : i1 loc("k.py":4:9)
    tt.return
  }
}"#;
        let err = run_text(text, "f", &[], &mut Memory::new(), [4, 1, 1]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::AssertionFailed);
        assert_eq!(err.program, Some([2, 0, 0]));
        assert_eq!(
            err.to_string(),
            "k.py:4:9: error: tt.assert in program (2, 0, 0): assertion failed: \"pid too large\" (false in element 0)"
        );
    }

    #[test]
    fn a_step_of_zero_is_an_error() {
        let text = r#"
module {
  tt.func public @f(%n: i32) {
    %c0 = arith.constant 0 : i32
    scf.for %i = %c0 to %n step %c0  : i32 {
      scf.yield
    }
    tt.return
  }
}"#;
        let err = run_text(
            text,
            "f",
            &[ArgValue::I32(3)],
            &mut Memory::new(),
            [1, 1, 1],
        )
        .unwrap_err();
        assert!(err.to_string().contains("never ends"), "{err}");
        run_text(
            text,
            "f",
            &[ArgValue::I32(0)],
            &mut Memory::new(),
            [1, 1, 1],
        )
        .unwrap();
    }
}
