	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl layernorm_fwd_kernel
	.p2align 8
	.type layernorm_fwd_kernel,@function
layernorm_fwd_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx4 s[20:23], s[2:3], 0x20
	s_load_dwordx4 s[24:27], s[2:3], 0x30
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v7, v0
	v_mov_b32 v30, s12
	v_mov_b32 v31, s13
	v_mov_b32 v32, s14
	v_mov_b32 v33, s15
	v_mov_b32 v6, s24
	v_mov_b32 v8, s25
	v_mov_b32 v0, 0
	v_mov_b32 v2, 0
	v_mov_b32 v13, v7
	v_and_b32_e32 v14, 0xff, v13
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v17, s4
	; %x_row = arith.muli
	v_mul_lo_u32 v19, v17, v6
	; %x_row_0 = tt.addptr
	v_mul_lo_u32 v42, v19, 4
	v_mul_hi_i32 v43, v19, 4
	v_add_co_u32_e64 v46, vcc, v30, v42
	v_addc_co_u32_e64 v47, vcc, v31, v43, vcc
	; %y_row = tt.addptr
	v_mul_lo_u32 v50, v19, 4
	v_mul_hi_i32 v51, v19, 4
	v_add_co_u32_e64 v52, vcc, v32, v50
	v_addc_co_u32_e64 v53, vcc, v33, v51, vcc
	v_mov_b32 v1, v2
	v_mov_b32 v29, v0
.LBB0_2:
	; %acc = scf.for
	v_cmp_lt_i32_e64 s[32:33], v29, v8
	s_and_b64 vcc, exec, s[32:33]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %cols_7 = arith.addi
	v_add_u32_e64 v3, v29, v14
	; %x_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v3, v8
	; %x_10 = tt.addptr
	v_mul_lo_u32 v58, v3, 4
	v_mul_hi_i32 v59, v3, 4
	v_add_co_u32_e64 v60, vcc, v46, v58
	v_addc_co_u32_e64 v61, vcc, v47, v59, vcc
	; %x_11 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v3, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %acc_12 = arith.addf
	v_add_f32_e64 v1, v1, v3
	v_add_u32_e32 v29, 0x100, v29
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v3, 0
	v_lshrrev_b32_e64 v4, 4, v13
	v_and_b32_e64 v4, v4, 12
	v_add_u32_e64 v4, v3, v4
	v_add_u32_e64 v4, v4, 0
	; %mean = tt.reduce
	ds_swizzle_b32 v5, v1 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v1, v1, v5
	; %mean = tt.reduce
	ds_swizzle_b32 v5, v1 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v5, v1, v5
	; %mean = tt.reduce
	ds_swizzle_b32 v6, v5 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v5, v6
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v11, v7, v9
	; %mean = tt.reduce
	ds_swizzle_b32 v15, v11 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v15, v11, v15
	; %mean = tt.reduce
	v_mbcnt_lo_u32_b32 v18, -1, 0
	v_mbcnt_hi_u32_b32 v18, -1, v18
	v_xor_b32_e64 v18, v18, 32
	v_lshlrev_b32 v18, 2, v18
	ds_bpermute_b32 v20, v18, v15
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v21, v15, v20
	; %mean = tt.reduce
	ds_write_b32 v4, v21
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v24, v3
	ds_read_b32 v26, v3 offset:4
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v28, v24, v26
	; %mean = tt.reduce
	ds_read_b32 v1, v3 offset:8
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v1, v28, v1
	; %mean = tt.reduce
	ds_read_b32 v4, v3 offset:12
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v1, v1, v4
	; %mean_1 = arith.sitofp
	v_cvt_f32_i32 v4, v8
	; %mean_2 = arith.divf
	v_div_scale_f32 v10, vcc, v4, v4, v1
	v_rcp_f32_e32 v9, v10
	v_fma_f32 v5, -v10, v9, 1.0
	v_fma_f32 v9, v5, v9, v9
	v_div_scale_f32 v7, vcc, v1, v4, v1
	v_mul_f32_e32 v6, v7, v9
	v_fma_f32 v5, -v10, v6, v7
	v_fma_f32 v6, v5, v9, v6
	v_fma_f32 v5, -v10, v6, v7
	v_div_fmas_f32 v5, v5, v9, v6
	v_div_fixup_f32 v1, v5, v4, v1
	v_mov_b32 v5, v0
.LBB0_5:
	; %acc2 = scf.for
	v_cmp_lt_i32_e64 s[28:29], v5, v8
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_7
.LBB0_6:
	; %cols_7 = arith.addi
	v_add_u32_e64 v6, v5, v14
	; %m_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v6, v8
	; %x_9 = tt.addptr
	v_mul_lo_u32 v72, v6, 4
	v_mul_hi_i32 v73, v6, 4
	v_add_co_u32_e64 v74, vcc, v46, v72
	v_addc_co_u32_e64 v75, vcc, v47, v73, vcc
	; %x_10 = tt.load
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v6, v[74:75], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %d_11 = arith.subf
	v_sub_f32_e64 v6, v6, v1
	; %d_12 = arith.select
	v_cndmask_b32_e64 v6, 0, v6, s[28:29]
	; %acc2_14 = arith.addf
	v_fma_f32 v2, v6, v6, v2
	v_add_u32_e32 v5, 0x100, v5
	s_branch .LBB0_5
.LBB0_7:
	v_mov_b32 v34, s16
	v_mov_b32 v35, s17
	v_mov_b32 v36, s18
	v_mov_b32 v37, s19
	v_mov_b32 v38, s20
	v_mov_b32 v39, s21
	v_mov_b32 v40, s22
	v_mov_b32 v41, s23
	v_mov_b32 v18, s26
	v_lshrrev_b32_e64 v20, 4, v13
	v_and_b32_e64 v22, v20, 12
	v_add_u32_e64 v23, v3, v22
	v_add_u32_e64 v25, v23, 16
	v_and_b32_e32 v27, 0xff, v13
	v_cmp_eq_i32_e64 s[30:31], v27, 0
	; %var = tt.reduce
	ds_swizzle_b32 v5, v2 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	ds_swizzle_b32 v5, v2 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	ds_swizzle_b32 v5, v2 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	ds_swizzle_b32 v5, v2 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	ds_swizzle_b32 v5, v2 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_xor_b32_e64 v6, v6, 32
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v2
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v7
	; %var = tt.reduce
	ds_write_b32 v25, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v3 offset:16
	ds_read_b32 v5, v3 offset:20
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v2, v5
	; %var = tt.reduce
	ds_read_b32 v5, v3 offset:24
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v5, v2, v5
	; %var = tt.reduce
	ds_read_b32 v7, v3 offset:28
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v9, v5, v7
	; %var_3 = arith.divf
	v_div_scale_f32 v12, vcc, v4, v4, v9
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v16, -v12, v13, 1.0
	v_fma_f32 v13, v16, v13, v13
	v_div_scale_f32 v19, vcc, v9, v4, v9
	v_mul_f32_e32 v15, v19, v13
	v_fma_f32 v16, -v12, v15, v19
	v_fma_f32 v15, v16, v13, v15
	v_fma_f32 v16, -v12, v15, v19
	v_div_fmas_f32 v16, v16, v13, v15
	v_div_fixup_f32 v11, v16, v4, v9
	; %rstd = arith.addf
	v_add_f32_e64 v18, v11, v18
	; %rstd_4 = math.rsqrt
	v_rsq_f32 v20, v18
	; %0 = tt.addptr
	v_mul_lo_u32 v44, v17, 4
	v_mul_hi_i32 v45, v17, 4
	v_add_co_u32_e64 v48, vcc, v38, v44
	v_addc_co_u32_e64 v49, vcc, v39, v45, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[48:49], v1, off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v54, v17, 4
	v_mul_hi_i32 v55, v17, 4
	v_add_co_u32_e64 v56, vcc, v40, v54
	v_addc_co_u32_e64 v57, vcc, v41, v55, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[56:57], v20, off
	s_or_b64 exec, exec, s[8:9]
.LBB0_8:
	; scf.for
	v_cmp_lt_i32_e64 s[34:35], v0, v8
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_10
.LBB0_9:
	; %cols_6 = arith.addi
	v_add_u32_e64 v2, v0, v14
	; %m_7 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v2, v8
	; %x_8 = tt.addptr
	v_mul_lo_u32 v60, v2, 4
	v_mul_hi_i32 v61, v2, 4
	v_add_co_u32_e64 v62, vcc, v46, v60
	v_addc_co_u32_e64 v63, vcc, v47, v61, vcc
	; %x_9 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v3, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	; %w_10 = tt.addptr
	v_mul_lo_u32 v64, v2, 4
	v_mul_hi_i32 v65, v2, 4
	v_add_co_u32_e64 v66, vcc, v34, v64
	v_addc_co_u32_e64 v67, vcc, v35, v65, vcc
	; %w_11 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v4, v[66:67], off
	s_or_b64 exec, exec, s[8:9]
	; %b_12 = tt.addptr
	v_mul_lo_u32 v68, v2, 4
	v_mul_hi_i32 v69, v2, 4
	v_add_co_u32_e64 v70, vcc, v36, v68
	v_addc_co_u32_e64 v71, vcc, v37, v69, vcc
	; %b_13 = tt.load
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v5, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %y_14 = arith.subf
	v_sub_f32_e64 v3, v3, v1
	; %y_16 = arith.mulf
	v_mul_f32_e64 v3, v3, v20
	s_waitcnt vmcnt(0)
	; %y_18 = arith.addf
	v_fma_f32 v3, v3, v4, v5
	; %3 = tt.addptr
	v_mul_lo_u32 v30, v2, 4
	v_mul_hi_i32 v31, v2, 4
	v_add_co_u32_e64 v32, vcc, v52, v30
	v_addc_co_u32_e64 v33, vcc, v53, v31, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[32:33], v3, off
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v0, 0x100, v0
	s_branch .LBB0_8
.LBB0_10:
	s_endpgm
.Lfunc_end0:
	.size layernorm_fwd_kernel, .Lfunc_end0-layernorm_fwd_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel layernorm_fwd_kernel
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 76
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: layernorm_fwd_kernel
    .symbol: layernorm_fwd_kernel.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 32
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 38
    .vgpr_count: 76
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
      - .name: !str w_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str b_ptr
        .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str mean_ptr
        .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str rstd_ptr
        .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str row_stride
        .offset: 48
        .size: 4
        .value_kind: by_value
      - .name: !str n_cols
        .offset: 52
        .size: 4
        .value_kind: by_value
      - .name: !str eps
        .offset: 56
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
