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
	v_mov_b32 v48, s12
	v_mov_b32 v49, s13
	v_mov_b32 v50, s14
	v_mov_b32 v51, s15
	v_mov_b32 v54, s16
	v_mov_b32 v55, s17
	v_mov_b32 v58, s18
	v_mov_b32 v59, s19
	v_mov_b32 v60, s20
	v_mov_b32 v61, s21
	v_mov_b32 v64, s22
	v_mov_b32 v65, s23
	v_mov_b32 v36, s24
	v_mov_b32 v37, s25
	v_mov_b32 v38, s26
	v_mov_b32 v40, s27
	v_lshlrev_b32_e64 v42, 1, v0
	v_and_b32_e32 v43, 0x1fe, v42
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v45, s4
	; %offs_2 = arith.muli
	v_mov_b32 v47, 0x200
	v_mul_lo_u32 v47, v45, v47
	; %offs_5 = arith.addi
	v_add_u32_e64 v0, v47, v43
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v0, v36
	; %x_8 = tt.addptr
	v_mul_lo_u32 v76, v0, 4
	v_mul_hi_i32 v77, v0, 4
	v_add_co_u32_e64 v78, vcc, v48, v76
	v_addc_co_u32_e64 v79, vcc, v49, v77, vcc
	; %x_9 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx2 v[4:5], v[78:79], off
	s_or_b64 exec, exec, s[8:9]
	; %y_11 = tt.addptr
	v_mul_lo_u32 v80, v0, 4
	v_mul_hi_i32 v81, v0, 4
	v_add_co_u32_e64 v82, vcc, v50, v80
	v_addc_co_u32_e64 v83, vcc, v51, v81, vcc
	; %y_12 = tt.load
	v_mov_b32 v8, 1
	v_mov_b32 v9, 1
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx2 v[8:9], v[82:83], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(1)
	; %q_13 = arith.divsi
	v_ashrrev_i32 v29, 31, v4
	v_ashrrev_i32 v28, 31, v37
	v_add_u32_e32 v3, v4, v29
	v_xor_b32_e32 v3, v3, v29
	v_add_u32_e32 v2, v37, v28
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v28, v29, v28
	v_cvt_f32_u32 v12, v2
	v_rcp_iflag_f32 v12, v12
	v_mul_f32_e32 v12, 0x4f7ffffe, v12
	v_cvt_u32_f32 v12, v12
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v12
	v_mul_hi_u32 v1, v12, v1
	v_add_u32_e32 v12, v12, v1
	v_mul_hi_u32 v12, v3, v12
	v_mul_lo_u32 v1, v12, v2
	v_sub_u32_e32 v1, v3, v1
	v_add_u32_e32 v3, 1, v12
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v12
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v12, v12, v28
	v_sub_u32_e32 v12, v12, v28
	v_ashrrev_i32 v29, 31, v5
	v_ashrrev_i32 v28, 31, v37
	v_add_u32_e32 v3, v5, v29
	v_xor_b32_e32 v3, v3, v29
	v_add_u32_e32 v2, v37, v28
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v28, v29, v28
	v_cvt_f32_u32 v13, v2
	v_rcp_iflag_f32 v13, v13
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32 v13, v13
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v13
	v_mul_hi_u32 v1, v13, v1
	v_add_u32_e32 v13, v13, v1
	v_mul_hi_u32 v13, v3, v13
	v_mul_lo_u32 v1, v13, v2
	v_sub_u32_e32 v1, v3, v1
	v_add_u32_e32 v3, 1, v13
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v13, v13, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v13
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v13, v13, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v13, v13, v28
	v_sub_u32_e32 v13, v13, v28
	; %r = arith.remsi
	v_ashrrev_i32 v3, 31, v4
	v_ashrrev_i32 v28, 31, v37
	v_add_u32_e32 v29, v4, v3
	v_xor_b32_e32 v29, v29, v3
	v_add_u32_e32 v30, v37, v28
	v_xor_b32_e32 v30, v30, v28
	v_xor_b32_e32 v28, v3, v28
	v_cvt_f32_u32 v16, v30
	v_rcp_iflag_f32 v16, v16
	v_mul_f32_e32 v16, 0x4f7ffffe, v16
	v_cvt_u32_f32 v16, v16
	v_sub_u32_e32 v31, 0, v30
	v_mul_lo_u32 v31, v31, v16
	v_mul_hi_u32 v31, v16, v31
	v_add_u32_e32 v16, v16, v31
	v_mul_hi_u32 v16, v29, v16
	v_mul_lo_u32 v31, v16, v30
	v_sub_u32_e32 v31, v29, v31
	v_add_u32_e32 v29, 1, v16
	v_cmp_ge_u32_e32 vcc, v31, v30
	v_cndmask_b32_e32 v16, v16, v29, vcc
	v_sub_u32_e32 v29, v31, v30
	v_cndmask_b32_e32 v31, v31, v29, vcc
	v_add_u32_e32 v29, 1, v16
	v_cmp_ge_u32_e32 vcc, v31, v30
	v_cndmask_b32_e32 v16, v16, v29, vcc
	v_sub_u32_e32 v29, v31, v30
	v_cndmask_b32_e32 v31, v31, v29, vcc
	v_xor_b32_e32 v16, v31, v3
	v_sub_u32_e32 v16, v16, v3
	v_ashrrev_i32 v32, 31, v5
	v_ashrrev_i32 v33, 31, v37
	v_add_u32_e32 v34, v5, v32
	v_xor_b32_e32 v34, v34, v32
	v_add_u32_e32 v35, v37, v33
	v_xor_b32_e32 v35, v35, v33
	v_xor_b32_e32 v33, v32, v33
	v_cvt_f32_u32 v17, v35
	v_rcp_iflag_f32 v17, v17
	v_mul_f32_e32 v17, 0x4f7ffffe, v17
	v_cvt_u32_f32 v17, v17
	v_sub_u32_e32 v36, 0, v35
	v_mul_lo_u32 v36, v36, v17
	v_mul_hi_u32 v36, v17, v36
	v_add_u32_e32 v17, v17, v36
	v_mul_hi_u32 v17, v34, v17
	v_mul_lo_u32 v36, v17, v35
	v_sub_u32_e32 v36, v34, v36
	v_add_u32_e32 v34, 1, v17
	v_cmp_ge_u32_e32 vcc, v36, v35
	v_cndmask_b32_e32 v17, v17, v34, vcc
	v_sub_u32_e32 v34, v36, v35
	v_cndmask_b32_e32 v36, v36, v34, vcc
	v_add_u32_e32 v34, 1, v17
	v_cmp_ge_u32_e32 vcc, v36, v35
	v_cndmask_b32_e32 v17, v17, v34, vcc
	v_sub_u32_e32 v34, v36, v35
	v_cndmask_b32_e32 v36, v36, v34, vcc
	v_xor_b32_e32 v17, v36, v32
	v_sub_u32_e32 v17, v17, v32
	; %bits_14 = arith.shli
	v_lshlrev_b32_e64 v37, 3, v4
	v_lshlrev_b32_e64 v39, 3, v5
	s_waitcnt vmcnt(0)
	; %bits_15 = arith.shrsi
	v_ashrrev_i32_e64 v41, 2, v8
	v_ashrrev_i32_e64 v42, 2, v9
	; %bits_16 = arith.xori
	v_xor_b32_e64 v43, v37, v41
	v_xor_b32_e64 v44, v39, v42
	; %bits_17 = arith.andi
	v_and_b32_e32 v46, 0xf0f0, v4
	v_and_b32_e32 v47, 0xf0f0, v5
	; %bits_18 = arith.ori
	v_or_b32_e64 v20, v43, v46
	v_or_b32_e64 v21, v44, v47
	; %sel = arith.cmpi
	v_cmp_gt_i32_e64 s[32:33], v4, v8
	v_cmp_gt_i32_e64 s[30:31], v5, v9
	; %sel_19 = arith.maxsi
	v_max_i32_e64 v2, v4, v8
	v_max_i32_e64 v1, v5, v9
	; %sel_20 = arith.subi
	v_sub_u32_e64 v2, v2, v12
	v_sub_u32_e64 v1, v1, v13
	; %sel_21 = arith.minsi
	v_min_i32_e64 v28, v4, v8
	v_min_i32_e64 v3, v5, v9
	; %sel_22 = arith.addi
	v_add_u32_e64 v28, v28, v16
	v_add_u32_e64 v3, v3, v17
	; %sel_23 = arith.select
	v_cndmask_b32_e64 v2, v28, v2, s[32:33]
	v_cndmask_b32_e64 v1, v3, v1, s[30:31]
	; %clamped_24 = arith.maxsi
	v_max_i32_e64 v2, v2, v38
	v_max_i32_e64 v1, v1, v38
	; %clamped_26 = arith.minsi
	v_min_i32_e64 v24, v2, v40
	v_min_i32_e64 v25, v1, v40
	; %1 = tt.addptr
	v_mul_lo_u32 v52, v0, 4
	v_mul_hi_i32 v53, v0, 4
	v_add_co_u32_e64 v56, vcc, v54, v52
	v_addc_co_u32_e64 v57, vcc, v55, v53, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[56:57], v[12:13], off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mul_lo_u32 v62, v0, 4
	v_mul_hi_i32 v63, v0, 4
	v_add_co_u32_e64 v66, vcc, v58, v62
	v_addc_co_u32_e64 v67, vcc, v59, v63, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[66:67], v[16:17], off
	s_or_b64 exec, exec, s[8:9]
	; %5 = tt.addptr
	v_mul_lo_u32 v68, v0, 4
	v_mul_hi_i32 v69, v0, 4
	v_add_co_u32_e64 v70, vcc, v60, v68
	v_addc_co_u32_e64 v71, vcc, v61, v69, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[70:71], v[20:21], off
	s_or_b64 exec, exec, s[8:9]
	; %7 = tt.addptr
	v_mul_lo_u32 v72, v0, 4
	v_mul_hi_i32 v73, v0, 4
	v_add_co_u32_e64 v74, vcc, v64, v72
	v_addc_co_u32_e64 v75, vcc, v65, v73, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx2 v[74:75], v[24:25], off
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 84
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
    .sgpr_count: 36
    .vgpr_count: 84
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
