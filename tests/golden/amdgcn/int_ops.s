	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl int_ops_kernel
	.p2align 8
	.type int_ops_kernel,@function
int_ops_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx4 s[20:23], s[2:3], 0x20
	s_load_dwordx4 s[24:27], s[2:3], 0x30
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v34, s12
	v_mov_b32 v35, s13
	v_mov_b32 v36, s14
	v_mov_b32 v37, s15
	v_mov_b32 v38, s16
	v_mov_b32 v39, s17
	v_mov_b32 v40, s18
	v_mov_b32 v41, s19
	v_mov_b32 v42, s20
	v_mov_b32 v43, s21
	v_mov_b32 v44, s22
	v_mov_b32 v45, s23
	v_mov_b32 v1, s24
	v_mov_b32 v2, s25
	v_mov_b32 v3, s26
	v_mov_b32 v28, s27
	v_lshlrev_b32_e64 v0, 1, v0
	v_and_b32_e32 v0, 0x1fe, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v29, s4
	; %offs_2 = arith.muli
	v_lshlrev_b32_e64 v29, 9, v29
	; %offs_5 = arith.addi
	v_add_u32_e64 v0, v29, v0
	; %x_8 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[34:35]
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v0, v1
	; %x_9 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx2 v[4:5], v[34:35], off
	s_or_b64 exec, exec, s[8:9]
	; %y_11 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[36:37]
	; %y_12 = tt.load
	v_mov_b32 v8, 1
	v_mov_b32 v9, 1
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx2 v[8:9], v[34:35], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[38:39]
	s_waitcnt vmcnt(1)
	; %q_13 = arith.divsi
	v_ashrrev_i32 v1, 31, v4
	v_ashrrev_i32 v29, 31, v2
	v_add_u32_e32 v30, v4, v1
	v_xor_b32_e32 v30, v30, v1
	v_add_u32_e32 v31, v2, v29
	v_xor_b32_e32 v31, v31, v29
	v_xor_b32_e32 v29, v1, v29
	v_cvt_f32_u32 v12, v31
	v_rcp_iflag_f32 v12, v12
	v_mul_f32_e32 v12, 0x4f7ffffe, v12
	v_cvt_u32_f32 v12, v12
	v_sub_u32_e32 v32, 0, v31
	v_mul_lo_u32 v32, v32, v12
	v_mul_hi_u32 v32, v12, v32
	v_add_u32_e32 v12, v12, v32
	v_mul_hi_u32 v12, v30, v12
	v_mul_lo_u32 v32, v12, v31
	v_sub_u32_e32 v32, v30, v32
	v_add_u32_e32 v30, 1, v12
	v_cmp_ge_u32_e32 vcc, v32, v31
	v_cndmask_b32_e32 v12, v12, v30, vcc
	v_sub_u32_e32 v30, v32, v31
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, 1, v12
	v_cmp_ge_u32_e32 vcc, v32, v31
	v_cndmask_b32_e32 v12, v12, v30, vcc
	v_sub_u32_e32 v30, v32, v31
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_xor_b32_e32 v12, v12, v29
	v_sub_u32_e32 v12, v12, v29
	v_ashrrev_i32 v1, 31, v5
	v_ashrrev_i32 v29, 31, v2
	v_add_u32_e32 v30, v5, v1
	v_xor_b32_e32 v30, v30, v1
	v_add_u32_e32 v31, v2, v29
	v_xor_b32_e32 v31, v31, v29
	v_xor_b32_e32 v29, v1, v29
	v_cvt_f32_u32 v13, v31
	v_rcp_iflag_f32 v13, v13
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32 v13, v13
	v_sub_u32_e32 v32, 0, v31
	v_mul_lo_u32 v32, v32, v13
	v_mul_hi_u32 v32, v13, v32
	v_add_u32_e32 v13, v13, v32
	v_mul_hi_u32 v13, v30, v13
	v_mul_lo_u32 v32, v13, v31
	v_sub_u32_e32 v32, v30, v32
	v_add_u32_e32 v30, 1, v13
	v_cmp_ge_u32_e32 vcc, v32, v31
	v_cndmask_b32_e32 v13, v13, v30, vcc
	v_sub_u32_e32 v30, v32, v31
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, 1, v13
	v_cmp_ge_u32_e32 vcc, v32, v31
	v_cndmask_b32_e32 v13, v13, v30, vcc
	v_sub_u32_e32 v30, v32, v31
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_xor_b32_e32 v13, v13, v29
	v_sub_u32_e32 v13, v13, v29
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[34:35], v[12:13], off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[40:41]
	; %r = arith.remsi
	v_mul_lo_u32 v1, v12, v2
	v_sub_u32_e64 v16, v4, v1
	v_mul_lo_u32 v1, v13, v2
	v_sub_u32_e64 v17, v5, v1
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[34:35], v[16:17], off
	s_or_b64 exec, exec, s[8:9]
	; %5 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[42:43]
	; %bits_14 = arith.shli
	v_lshlrev_b32_e64 v1, 3, v4
	s_waitcnt vmcnt(2)
	; %bits_15 = arith.shrsi
	v_ashrrev_i32_e64 v2, 2, v8
	; %bits_16 = arith.xori
	v_xor_b32_e64 v1, v1, v2
	; %bits_17 = arith.andi
	v_and_b32_e32 v2, 0xf0f0, v4
	; %bits_18 = arith.ori
	v_or_b32_e64 v20, v1, v2
	; %bits_14 = arith.shli
	v_lshlrev_b32_e64 v1, 3, v5
	; %bits_15 = arith.shrsi
	v_ashrrev_i32_e64 v2, 2, v9
	; %bits_16 = arith.xori
	v_xor_b32_e64 v1, v1, v2
	; %bits_17 = arith.andi
	v_and_b32_e32 v2, 0xf0f0, v5
	; %bits_18 = arith.ori
	v_or_b32_e64 v21, v1, v2
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[34:35], v[20:21], off
	s_or_b64 exec, exec, s[8:9]
	; %7 = tt.addptr
	v_mad_i64_i32 v[34:35], vcc, v0, 4, v[44:45]
	; %sel = arith.cmpi
	v_cmp_gt_i32_e64 s[30:31], v4, v8
	; %sel_19 = arith.maxsi
	v_max_i32_e64 v0, v4, v8
	; %sel_20 = arith.subi
	v_sub_u32_e64 v0, v0, v12
	; %sel_21 = arith.minsi
	v_min_i32_e64 v1, v4, v8
	; %sel_22 = arith.addi
	v_add_u32_e64 v1, v1, v16
	; %sel_23 = arith.select
	v_cndmask_b32_e64 v0, v1, v0, s[30:31]
	; %clamped_24 = arith.maxsi
	v_max_i32_e64 v0, v0, v3
	; %clamped_26 = arith.minsi
	v_min_i32_e64 v24, v0, v28
	; %sel = arith.cmpi
	v_cmp_gt_i32_e64 s[30:31], v5, v9
	; %sel_19 = arith.maxsi
	v_max_i32_e64 v0, v5, v9
	; %sel_20 = arith.subi
	v_sub_u32_e64 v0, v0, v13
	; %sel_21 = arith.minsi
	v_min_i32_e64 v1, v5, v9
	; %sel_22 = arith.addi
	v_add_u32_e64 v1, v1, v17
	; %sel_23 = arith.select
	v_cndmask_b32_e64 v0, v1, v0, s[30:31]
	; %clamped_24 = arith.maxsi
	v_max_i32_e64 v0, v0, v3
	; %clamped_26 = arith.minsi
	v_min_i32_e64 v25, v0, v28
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[34:35], v[24:25], off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size int_ops_kernel, .Lfunc_end0-int_ops_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel int_ops_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: int_ops_kernel
    .symbol: int_ops_kernel.kd
    .kernarg_segment_size: 64
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 34
    .vgpr_count: 46
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str y_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str q_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str r_ptr
        .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str bits_ptr
        .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str sel_ptr
        .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 48
        .size: 4
        .value_kind: by_value
      - .name: !str d
        .offset: 52
        .size: 4
        .value_kind: by_value
      - .name: !str lo
        .offset: 56
        .size: 4
        .value_kind: by_value
      - .name: !str hi
        .offset: 60
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
