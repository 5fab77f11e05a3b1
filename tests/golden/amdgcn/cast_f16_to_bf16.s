	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl scale_cast_kernel
	.p2align 8
	.type scale_cast_kernel,@function
scale_cast_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v30, s12
	v_mov_b32 v31, s13
	v_mov_b32 v32, s14
	v_mov_b32 v33, s15
	v_mov_b32 v6, s16
	v_mov_b32 v8, s17
	v_mov_b32 v10, s18
	v_mov_b32 v12, s19
	v_lshlrev_b32_e64 v14, 2, v0
	v_and_b32_e32 v15, 0x1fc, v14
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v17, s4
	; %offs_0 = arith.muli
	v_mov_b32 v19, 0x200
	v_mul_lo_u32 v19, v17, v19
	; %offs_1 = tt.make_range
	v_or_b32_e64 v21, v15, 1
	v_or_b32_e64 v23, v15, 2
	v_or_b32_e64 v25, v15, 3
	; %offs_3 = arith.addi
	v_add_u32_e64 v3, v19, v15
	v_add_u32_e64 v2, v19, v21
	v_add_u32_e64 v1, v19, v23
	v_add_u32_e64 v0, v19, v25
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v3, v12
	v_cmp_lt_i32_e64 s[24:25], v2, v12
	v_cmp_lt_i32_e64 s[22:23], v1, v12
	v_cmp_lt_i32_e64 s[20:21], v0, v12
	; %x_5 = tt.addptr
	v_mul_lo_u32 v34, v3, 2
	v_mul_hi_i32 v35, v3, 2
	v_add_co_u32_e64 v36, vcc, v30, v34
	v_addc_co_u32_e64 v37, vcc, v31, v35, vcc
	v_mul_lo_u32 v40, v2, 2
	v_mul_hi_i32 v41, v2, 2
	v_add_co_u32_e64 v44, vcc, v30, v40
	v_addc_co_u32_e64 v45, vcc, v31, v41, vcc
	v_mul_lo_u32 v48, v1, 2
	v_mul_hi_i32 v49, v1, 2
	v_add_co_u32_e64 v52, vcc, v30, v48
	v_addc_co_u32_e64 v53, vcc, v31, v49, vcc
	v_mul_lo_u32 v56, v0, 2
	v_mul_hi_i32 v57, v0, 2
	v_add_co_u32_e64 v60, vcc, v30, v56
	v_addc_co_u32_e64 v61, vcc, v31, v57, vcc
	; %x_6 = tt.load
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v9, v[36:37], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v5, v[44:45], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_ushort v4, v[52:53], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_ushort v7, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %x_7 = arith.extf
	v_cvt_f32_f16 v9, v9
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16 v11, v5
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16 v12, v4
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v14, v7
	; %y_8 = arith.mulf
	v_mul_f32_e64 v15, v9, v6
	v_mul_f32_e64 v16, v11, v6
	v_mul_f32_e64 v18, v12, v6
	v_mul_f32_e64 v19, v14, v6
	; %y_10 = arith.addf
	v_add_f32_e64 v20, v15, v8
	v_add_f32_e64 v22, v16, v8
	v_add_f32_e64 v24, v18, v8
	v_add_f32_e64 v26, v19, v8
	; %y_11 = arith.negf
	v_xor_b32_e32 v7, 0x80000000, v10
	; %y_14 = tt.clampf
	v_max_f32_e64 v4, v20, v7
	v_min_f32_e64 v4, v4, v10
	v_max_f32_e64 v5, v22, v7
	v_min_f32_e64 v5, v5, v10
	v_max_f32_e64 v6, v24, v7
	v_min_f32_e64 v6, v6, v10
	v_max_f32_e64 v7, v26, v7
	v_min_f32_e64 v7, v7, v10
	; %1 = tt.addptr
	v_mul_lo_u32 v38, v3, 2
	v_mul_hi_i32 v39, v3, 2
	v_add_co_u32_e64 v42, vcc, v32, v38
	v_addc_co_u32_e64 v43, vcc, v33, v39, vcc
	v_mul_lo_u32 v46, v2, 2
	v_mul_hi_i32 v47, v2, 2
	v_add_co_u32_e64 v50, vcc, v32, v46
	v_addc_co_u32_e64 v51, vcc, v33, v47, vcc
	v_mul_lo_u32 v54, v1, 2
	v_mul_hi_i32 v55, v1, 2
	v_add_co_u32_e64 v58, vcc, v32, v54
	v_addc_co_u32_e64 v59, vcc, v33, v55, vcc
	v_mul_lo_u32 v62, v0, 2
	v_mul_hi_i32 v63, v0, 2
	v_add_co_u32_e64 v28, vcc, v32, v62
	v_addc_co_u32_e64 v29, vcc, v33, v63, vcc
	; %2 = arith.truncf
	v_bfe_u32 v3, v4, 16, 1
	v_add_u32_e32 v3, v4, v3
	v_add_u32_e32 v3, 0x7fff, v3
	v_lshrrev_b32 v3, 16, v3
	v_mov_b32 v8, 0x7fc0
	v_cmp_o_f32_e32 vcc, v4, v4
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_bfe_u32 v8, v5, 16, 1
	v_add_u32_e32 v8, v5, v8
	v_add_u32_e32 v8, 0x7fff, v8
	v_lshrrev_b32 v8, 16, v8
	v_mov_b32 v9, 0x7fc0
	v_cmp_o_f32_e32 vcc, v5, v5
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_bfe_u32 v9, v6, 16, 1
	v_add_u32_e32 v9, v6, v9
	v_add_u32_e32 v9, 0x7fff, v9
	v_lshrrev_b32 v9, 16, v9
	v_mov_b32 v10, 0x7fc0
	v_cmp_o_f32_e32 vcc, v6, v6
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_bfe_u32 v12, v7, 16, 1
	v_add_u32_e32 v12, v7, v12
	v_add_u32_e32 v12, 0x7fff, v12
	v_lshrrev_b32 v12, 16, v12
	v_mov_b32 v13, 0x7fc0
	v_cmp_o_f32_e32 vcc, v7, v7
	v_cndmask_b32_e32 v12, v13, v12, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_short v[42:43], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_short v[50:51], v8, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_short v[58:59], v9, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_short v[28:29], v12, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size scale_cast_kernel, .Lfunc_end0-scale_cast_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel scale_cast_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: scale_cast_kernel
    .symbol: scale_cast_kernel.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 30
    .vgpr_count: 64
    .max_flat_workgroup_size: 128
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
      - .name: !str alpha
        .offset: 16
        .size: 4
        .value_kind: by_value
      - .name: !str beta
        .offset: 20
        .size: 4
        .value_kind: by_value
      - .name: !str limit
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str n
        .offset: 28
        .size: 4
        .value_kind: by_value
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
