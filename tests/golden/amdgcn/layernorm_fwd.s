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
	v_mov_b32 v28, s12
	v_mov_b32 v29, s13
	v_mov_b32 v30, s14
	v_mov_b32 v31, s15
	v_mov_b32 v32, s16
	v_mov_b32 v33, s17
	v_mov_b32 v34, s18
	v_mov_b32 v35, s19
	v_mov_b32 v38, s20
	v_mov_b32 v39, s21
	v_mov_b32 v42, s22
	v_mov_b32 v43, s23
	v_mov_b32 v12, s24
	v_mov_b32 v13, s25
	v_mov_b32 v15, s26
	v_mov_b32 v5, 0
	v_mov_b32 v10, 0
	v_and_b32_e32 v20, 0xff, v0
	v_mov_b32 v22, 0
	v_lshrrev_b32_e64 v24, 4, v0
	v_and_b32_e64 v26, v24, 12
	v_add_u32_e64 v1, v22, v26
	v_add_u32_e64 v3, v1, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v1, v1, 12
	v_add_u32_e64 v1, v22, v1
	v_add_u32_e64 v2, v1, 16
	v_and_b32_e32 v0, 0xff, v0
	v_cmp_eq_i32_e64 s[28:29], v0, 0
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v1, s4
	; %x_row = arith.muli
	v_mul_lo_u32 v0, v1, v12
	; %x_row_0 = tt.addptr
	v_mul_lo_u32 v64, v0, 4
	v_mul_hi_i32 v65, v0, 4
	v_add_co_u32_e64 v66, vcc, v28, v64
	v_addc_co_u32_e64 v67, vcc, v29, v65, vcc
	; %y_row = tt.addptr
	v_mul_lo_u32 v70, v0, 4
	v_mul_hi_i32 v71, v0, 4
	v_add_co_u32_e64 v72, vcc, v30, v70
	v_addc_co_u32_e64 v73, vcc, v31, v71, vcc
	v_mov_b32 v0, v10
	v_mov_b32 v4, v5
.LBB0_2:
	; %acc = scf.for
	v_cmp_lt_i32_e64 s[30:31], v4, v13
	s_and_b64 vcc, exec, s[30:31]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %cols_7 = arith.addi
	v_add_u32_e64 v6, v4, v20
	; %x_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v6, v13
	; %x_10 = tt.addptr
	v_mul_lo_u32 v36, v6, 4
	v_mul_hi_i32 v37, v6, 4
	v_add_co_u32_e64 v40, vcc, v66, v36
	v_addc_co_u32_e64 v41, vcc, v67, v37, vcc
	; %x_11 = tt.load
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v11, v[40:41], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %acc_12 = arith.addf
	v_add_f32_e64 v0, v0, v11
	v_add_u32_e32 v4, 0x100, v4
	s_branch .LBB0_2
.LBB0_4:
	; %mean = tt.reduce
	ds_swizzle_b32 v16, v0 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v18, v0, v16
	; %mean = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v21, v18, v19
	; %mean = tt.reduce
	ds_swizzle_b32 v23, v21 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v25, v21, v23
	; %mean = tt.reduce
	ds_swizzle_b32 v0, v25 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v25, v0
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
	ds_read_b32 v0, v22
	ds_read_b32 v3, v22 offset:4
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean = tt.reduce
	ds_read_b32 v3, v22 offset:8
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean = tt.reduce
	ds_read_b32 v3, v22 offset:12
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v0, v0, v3
	; %mean_1 = arith.sitofp
	v_cvt_f32_i32 v4, v13
	; %mean_2 = arith.divf
	v_rcp_f32_e64 v3, v4
	v_mul_f32_e64 v3, v0, v3
	v_mov_b32 v6, v5
.LBB0_5:
	; %acc2 = scf.for
	v_cmp_lt_i32_e64 s[32:33], v6, v13
	s_and_b64 vcc, exec, s[32:33]
	s_cbranch_vccz .LBB0_7
.LBB0_6:
	; %cols_7 = arith.addi
	v_add_u32_e64 v8, v6, v20
	; %m_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[36:37], v8, v13
	; %x_9 = tt.addptr
	v_mul_lo_u32 v44, v8, 4
	v_mul_hi_i32 v45, v8, 4
	v_add_co_u32_e64 v46, vcc, v66, v44
	v_addc_co_u32_e64 v47, vcc, v67, v45, vcc
	; %x_10 = tt.load
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_dword v14, v[46:47], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %d_11 = arith.subf
	v_sub_f32_e64 v16, v14, v3
	; %d_12 = arith.select
	v_cndmask_b32_e64 v17, 0, v16, s[36:37]
	; %acc2_14 = arith.addf
	v_fma_f32 v10, v17, v17, v10
	v_add_u32_e32 v6, 0x100, v6
	s_branch .LBB0_5
.LBB0_7:
	; %var = tt.reduce
	ds_swizzle_b32 v23, v10 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v25, v10, v23
	; %var = tt.reduce
	ds_swizzle_b32 v0, v25 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v25, v0
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
	ds_read_b32 v0, v22 offset:16
	ds_read_b32 v2, v22 offset:20
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v2
	; %var = tt.reduce
	ds_read_b32 v2, v22 offset:24
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v2
	; %var = tt.reduce
	ds_read_b32 v2, v22 offset:28
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v7, v0, v2
	; %var_3 = arith.divf
	v_rcp_f32_e64 v6, v4
	v_mul_f32_e64 v6, v7, v6
	; %rstd = arith.addf
	v_add_f32_e64 v8, v6, v15
	; %rstd_4 = math.rsqrt
	v_rsq_f32 v9, v8
	; %0 = tt.addptr
	v_mul_lo_u32 v44, v1, 4
	v_mul_hi_i32 v45, v1, 4
	v_add_co_u32_e64 v46, vcc, v38, v44
	v_addc_co_u32_e64 v47, vcc, v39, v45, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[46:47], v3, off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v48, v1, 4
	v_mul_hi_i32 v49, v1, 4
	v_add_co_u32_e64 v50, vcc, v42, v48
	v_addc_co_u32_e64 v51, vcc, v43, v49, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[50:51], v9, off
	s_or_b64 exec, exec, s[8:9]
.LBB0_8:
	; scf.for
	v_cmp_lt_i32_e64 s[38:39], v5, v13
	s_and_b64 vcc, exec, s[38:39]
	s_cbranch_vccz .LBB0_10
.LBB0_9:
	; %cols_6 = arith.addi
	v_add_u32_e64 v23, v5, v20
	; %m_7 = arith.cmpi
	v_cmp_lt_i32_e64 s[40:41], v23, v13
	; %x_8 = tt.addptr
	v_mul_lo_u32 v52, v23, 4
	v_mul_hi_i32 v53, v23, 4
	v_add_co_u32_e64 v54, vcc, v66, v52
	v_addc_co_u32_e64 v55, vcc, v67, v53, vcc
	; %x_9 = tt.load
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v0, v[54:55], off
	s_or_b64 exec, exec, s[8:9]
	; %w_10 = tt.addptr
	v_mul_lo_u32 v56, v23, 4
	v_mul_hi_i32 v57, v23, 4
	v_add_co_u32_e64 v58, vcc, v32, v56
	v_addc_co_u32_e64 v59, vcc, v33, v57, vcc
	; %w_11 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v1, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	; %b_12 = tt.addptr
	v_mul_lo_u32 v60, v23, 4
	v_mul_hi_i32 v61, v23, 4
	v_add_co_u32_e64 v62, vcc, v34, v60
	v_addc_co_u32_e64 v63, vcc, v35, v61, vcc
	; %b_13 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v2, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %y_14 = arith.subf
	v_sub_f32_e64 v0, v0, v3
	; %y_16 = arith.mulf
	v_mul_f32_e64 v0, v0, v9
	s_waitcnt vmcnt(0)
	; %y_18 = arith.addf
	v_fma_f32 v0, v0, v1, v2
	; %3 = tt.addptr
	v_mul_lo_u32 v68, v23, 4
	v_mul_hi_i32 v69, v23, 4
	v_add_co_u32_e64 v70, vcc, v72, v68
	v_addc_co_u32_e64 v71, vcc, v73, v69, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[70:71], v0, off
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 42
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
    .sgpr_count: 44
    .vgpr_count: 74
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
