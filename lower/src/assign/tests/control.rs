//! Loop-carried values, `scf.if` and `scf.while` results, and where
//! conversions are placed.

use super::*;

#[test]
fn loop_carried_pointers_take_the_loads_layout() {
    // matmul's pattern: the pointers advance in the loop; the load inside wants
    // them coalesced, and the whole loop-carried chain follows, no conversion.
    let m = lay_out(&format!(
        "{LOAD_1024}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<1024> : tensor<1024xi32>
    %acc0 = arith.constant dense<0.0> : tensor<1024xf32>
    %out:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ptr = %pa, %acc = %acc0) -> (tensor<1024x!tt.ptr<f32>>, tensor<1024xf32>)  : i32 {{
      %v = tt.load %ptr : tensor<1024x!tt.ptr<f32>>
      %acc2 = arith.addf %acc, %v : tensor<1024xf32>
      %next = tt.addptr %ptr, %step : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
      scf.yield %next, %acc2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xf32>
    }}
    tt.store %pa, %out#1 : tensor<1024x!tt.ptr<f32>>"
    ));
    let x = enc(&m, "x");
    for name in ["ptr", "next", "acc", "acc2", "v", "out"] {
        assert_eq!(enc(&m, name), x, "%{name}");
    }
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
}

#[test]
fn a_conversion_of_a_value_from_before_a_loop_is_made_before_it() {
    let m = lay_out(&format!(
        "{LOAD_1024}
    %two = arith.constant dense<2> : tensor<1024xi32>
    %r2 = arith.muli %r, %two : tensor<1024xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %r2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {{
      tt.store %qa, %x : tensor<1024x!tt.ptr<f32>>
    }}"
    ));
    let func = func(&m);
    let body = func.entry_block();
    let converts: Vec<_> = func
        .dfg
        .insts()
        .filter(|(_, d)| d.opcode() == Opcode::ConvertLayout)
        .map(|(inst, _)| inst)
        .collect();
    assert_eq!(converts.len(), 1);
    assert_eq!(func.order.inst_block(converts[0]), Some(body));
}

#[test]
fn if_results_share_the_layout_of_their_use() {
    let m = lay_out(&format!(
        "{LOAD_1024}
    %c0 = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %n, %c0 : i32
    %zero = arith.constant dense<0.0> : tensor<1024xf32>
    %y = scf.if %cond -> (tensor<1024xf32>) {{
      scf.yield %x : tensor<1024xf32>
    }} else {{
      scf.yield %zero : tensor<1024xf32>
    }}
    tt.store %pa, %y : tensor<1024x!tt.ptr<f32>>"
    ));
    let x = enc(&m, "x");
    assert_eq!(enc(&m, "y"), x);
    assert_eq!(enc(&m, "zero"), x);
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
}

#[test]
fn while_loops_tie_their_values() {
    let m = lay_out(&format!(
        "{LOAD_1024}
    %c0 = arith.constant 0 : i32
    %w:2 = scf.while (%k = %c0, %v = %x) : (i32, tensor<1024xf32>) -> (i32, tensor<1024xf32>) {{
      %c = arith.cmpi slt, %k, %n : i32
      scf.condition(%c) %k, %v : i32, tensor<1024xf32>
    }} do {{
    ^bb0(%k2: i32, %v2: tensor<1024xf32>):
      %one = arith.constant 1 : i32
      %k3 = arith.addi %k2, %one : i32
      %v3 = arith.addf %v2, %v2 : tensor<1024xf32>
      scf.yield %k3, %v3 : i32, tensor<1024xf32>
    }}
    tt.store %pa, %w#1 : tensor<1024x!tt.ptr<f32>>"
    ));
    let x = enc(&m, "x");
    for name in ["v", "v2", "v3"] {
        assert_eq!(enc(&m, name), x, "%{name}");
    }
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
}
