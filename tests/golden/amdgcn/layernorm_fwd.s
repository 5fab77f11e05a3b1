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
	v_mov_b32 v30, s12
	v_mov_b32 v31, s13
	v_mov_b32 v32, s14
	v_mov_b32 v33, s15
	v_mov_b32 v34, s16
	v_mov_b32 v35, s17
	v_mov_b32 v36, s18
	v_mov_b32 v37, s19
	v_mov_b32 v40, s20
	v_mov_b32 v41, s21
	v_mov_b32 v44, s22
	v_mov_b32 v45, s23
	v_mov_b32 v14, s24
	v_mov_b32 v16, s25
	v_mov_b32 v18, s26
	v_mov_b32 v5, 0
	v_mov_b32 v17, 0
	v_and_b32_e32 v23, 0xff, v0
	v_mov_b32 v25, 0
	v_lshrrev_b32_e64 v27, 4, v0
	v_and_b32_e64 v29, v27, 12
	v_add_u32_e64 v1, v25, v29
	v_add_u32_e64 v3, v1, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v1, v1, 12
	v_add_u32_e64 v1, v25, v1
	v_add_u32_e64 v2, v1, 16
	v_and_b32_e32 v0, 0xff, v0
	v_cmp_eq_i32_e64 s[28:29], v0, 0
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v1, s4
	; %x_row = arith.muli
	v_mul_lo_u32 v0, v1, v14
	; %x_row_0 = tt.addptr
	v_mul_lo_u32 v66, v0, 4
	v_mul_hi_i32 v67, v0, 4
	v_add_co_u32_e64 v68, vcc, v30, v66
	v_addc_co_u32_e64 v69, vcc, v31, v67, vcc
	; %y_row = tt.addptr
	v_mul_lo_u32 v72, v0, 4
	v_mul_hi_i32 v73, v0, 4
	v_add_co_u32_e64 v74, vcc, v32, v72
	v_addc_co_u32_e64 v75, vcc, v33, v73, vcc
	v_mov_b32 v0, v17
	v_mov_b32 v4, v5
.LBB0_2:
	; %acc = scf.for
	v_cmp_lt_i32_e64 s[30:31], v4, v16
	s_and_b64 vcc, exec, s[30:31]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %cols_7 = arith.addi
	v_add_u32_e64 v6, v4, v23
	; %x_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[32:33], v6, v16
	; %x_10 = tt.addptr
	v_mul_lo_u32 v38, v6, 4
	v_mul_hi_i32 v39, v6, 4
	v_add_co_u32_e64 v42, vcc, v68, v38
	v_addc_co_u32_e64 v43, vcc, v69, v39, vcc
	; %x_11 = tt.load
	v_mov_b32 v12, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v12, v[42:43], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %acc_12 = arith.addf
	v_add_f32_e64 v0, v0, v12
	v_add_u32_e32 v4, 0x100, v4
	s_branch .LBB0_2
.LBB0_4:
	; %mean = tt.reduce
	ds_swizzle_b32 v19, v0 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v21, v0, v19
	; %mean = tt.reduce
	ds_swizzle_b32 v22, v21 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v24, v21, v22
	; %mean = tt.reduce
	ds_swizzle_b32 v26, v24 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v28, v24, v26
	; %mean = tt.reduce
	ds_swizzle_b32 v0, v28 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v28, v0
	; %mean = tt.reduce
	ds_swizzle_b32 v4, v0 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v4
	; %mean = tt.reduce
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_xor_b32_e64 v6, v6, 32
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v0
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v7
	; %mean = tt.reduce
	ds_write_b32 v3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v25
	ds_read_b32 v3, v25 offset:4
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean = tt.reduce
	ds_read_b32 v3, v25 offset:8
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean = tt.reduce
	ds_read_b32 v3, v25 offset:12
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean_1 = arith.sitofp
	v_cvt_f32_i32 v4, v16
	; %mean_2 = arith.divf
	v_div_scale_f32 v10, vcc, v4, v4, v0
	v_rcp_f32_e32 v9, v10
	v_fma_f32 v6, -v10, v9, 1.0
	v_fma_f32 v9, v6, v9, v9
	v_div_scale_f32 v8, vcc, v0, v4, v0
	v_mul_f32_e32 v7, v8, v9
	v_fma_f32 v6, -v10, v7, v8
	v_fma_f32 v7, v6, v9, v7
	v_fma_f32 v6, -v10, v7, v8
	v_div_fmas_f32 v6, v6, v9, v7
	v_div_fixup_f32 v3, v6, v4, v0
	v_mov_b32 v8, v5
.LBB0_5:
	; %acc2 = scf.for
	v_cmp_lt_i32_e64 s[34:35], v8, v16
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_7
.LBB0_6:
	; %cols_7 = arith.addi
	v_add_u32_e64 v13, v8, v23
	; %m_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[36:37], v13, v16
	; %x_9 = tt.addptr
	v_mul_lo_u32 v46, v13, 4
	v_mul_hi_i32 v47, v13, 4
	v_add_co_u32_e64 v48, vcc, v68, v46
	v_addc_co_u32_e64 v49, vcc, v69, v47, vcc
	; %x_10 = tt.load
	v_mov_b32 v21, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_dword v21, v[48:49], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %d_11 = arith.subf
	v_sub_f32_e64 v22, v21, v3
	; %d_12 = arith.select
	v_cndmask_b32_e64 v24, 0, v22, s[36:37]
	; %acc2_14 = arith.addf
	v_fma_f32 v17, v24, v24, v17
	v_add_u32_e32 v8, 0x100, v8
	s_branch .LBB0_5
.LBB0_7:
	; %var = tt.reduce
	ds_swizzle_b32 v0, v17 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v17, v0
	; %var = tt.reduce
	ds_swizzle_b32 v6, v0 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v6
	; %var = tt.reduce
	ds_swizzle_b32 v6, v0 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v6
	; %var = tt.reduce
	ds_swizzle_b32 v6, v0 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v6
	; %var = tt.reduce
	ds_swizzle_b32 v6, v0 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v6
	; %var = tt.reduce
	v_mbcnt_lo_u32_b32 v7, -1, 0
	v_mbcnt_hi_u32_b32 v7, -1, v7
	v_xor_b32_e64 v7, v7, 32
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v8, v7, v0
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v8
	; %var = tt.reduce
	ds_write_b32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v25 offset:16
	ds_read_b32 v2, v25 offset:20
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v2, v0, v2
	; %var = tt.reduce
	ds_read_b32 v6, v25 offset:24
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v6, v2, v6
	; %var = tt.reduce
	ds_read_b32 v7, v25 offset:28
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v9, v6, v7
	; %var_3 = arith.divf
	v_div_scale_f32 v12, vcc, v4, v4, v9
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v17, -v12, v13, 1.0
	v_fma_f32 v13, v17, v13, v13
	v_div_scale_f32 v14, vcc, v9, v4, v9
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v17, -v12, v15, v14
	v_fma_f32 v15, v17, v13, v15
	v_fma_f32 v17, -v12, v15, v14
	v_div_fmas_f32 v17, v17, v13, v15
	v_div_fixup_f32 v11, v17, v4, v9
	; %rstd = arith.addf
	v_add_f32_e64 v18, v11, v18
	; %rstd_4 = math.rsqrt
	v_rsq_f32 v20, v18
	; %0 = tt.addptr
	v_mul_lo_u32 v50, v1, 4
	v_mul_hi_i32 v51, v1, 4
	v_add_co_u32_e64 v52, vcc, v40, v50
	v_addc_co_u32_e64 v53, vcc, v41, v51, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[52:53], v3, off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v54, v1, 4
	v_mul_hi_i32 v55, v1, 4
	v_add_co_u32_e64 v56, vcc, v44, v54
	v_addc_co_u32_e64 v57, vcc, v45, v55, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[56:57], v20, off
	s_or_b64 exec, exec, s[8:9]
.LBB0_8:
	; scf.for
	v_cmp_lt_i32_e64 s[38:39], v5, v16
	s_and_b64 vcc, exec, s[38:39]
	s_cbranch_vccz .LBB0_10
.LBB0_9:
	; %cols_6 = arith.addi
	v_add_u32_e64 v0, v5, v23
	; %m_7 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v0, v16
	; %x_8 = tt.addptr
	v_mul_lo_u32 v58, v0, 4
	v_mul_hi_i32 v59, v0, 4
	v_add_co_u32_e64 v60, vcc, v68, v58
	v_addc_co_u32_e64 v61, vcc, v69, v59, vcc
	; %x_9 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v1, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	; %w_10 = tt.addptr
	v_mul_lo_u32 v62, v0, 4
	v_mul_hi_i32 v63, v0, 4
	v_add_co_u32_e64 v64, vcc, v34, v62
	v_addc_co_u32_e64 v65, vcc, v35, v63, vcc
	; %w_11 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v2, v[64:65], off
	s_or_b64 exec, exec, s[8:9]
	; %b_12 = tt.addptr
	v_mul_lo_u32 v66, v0, 4
	v_mul_hi_i32 v67, v0, 4
	v_add_co_u32_e64 v70, vcc, v36, v66
	v_addc_co_u32_e64 v71, vcc, v37, v67, vcc
	; %b_13 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v4, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %y_14 = arith.subf
	v_sub_f32_e64 v1, v1, v3
	; %y_16 = arith.mulf
	v_mul_f32_e64 v1, v1, v20
	s_waitcnt vmcnt(0)
	; %y_18 = arith.addf
	v_fma_f32 v1, v1, v2, v4
	; %3 = tt.addptr
	v_mul_lo_u32 v30, v0, 4
	v_mul_hi_i32 v31, v0, 4
	v_add_co_u32_e64 v32, vcc, v74, v30
	v_addc_co_u32_e64 v33, vcc, v75, v31, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[32:33], v1, off
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v5, 0x100, v5
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
		.amdhsa_next_free_sgpr 40
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
    .sgpr_count: 42
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
