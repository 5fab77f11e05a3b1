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
	v_mov_b32 v14, s12
	v_mov_b32 v15, s13
	v_mov_b32 v16, s14
	v_mov_b32 v17, s15
	v_mov_b32 v1, s24
	v_mov_b32 v2, s25
	v_mov_b32 v3, 0
	v_mov_b32 v4, 0
	v_and_b32_e32 v5, 0xff, v0
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v6, s4
	; %x_row = arith.muli
	v_mul_lo_u32 v1, v6, v1
	; %x_row_0 = tt.addptr
	v_mad_i64_i32 v[14:15], vcc, v1, 4, v[14:15]
	; %y_row = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v1, 4, v[16:17]
	v_mov_b32 v1, v3
	v_mov_b32 v7, v4
.LBB0_2:
	; %acc = scf.for
	v_cmp_lt_i32_e64 s[28:29], v1, v2
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %cols_7 = arith.addi
	v_add_u32_e64 v8, v1, v5
	; %x_10 = tt.addptr
	v_mad_i64_i32 v[18:19], vcc, v8, 4, v[14:15]
	; %x_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v8, v2
	; %x_11 = tt.load
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v8, v[18:19], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %acc_12 = arith.addf
	v_add_f32_e64 v8, v7, v8
	v_add_u32_e32 v1, 0x100, v1
	v_mov_b32 v7, v8
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v1, 0
	v_lshrrev_b32_e64 v8, 4, v0
	v_and_b32_e64 v8, v8, 12
	v_add_u32_e64 v8, v1, v8
	v_add_u32_e64 v8, v8, 0
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	ds_swizzle_b32 v9, v7 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v10, -1, v10
	v_xor_b32_e64 v10, v10, 32
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v9, v10, v7
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v9
	; %mean = tt.reduce
	ds_write_b32 v8, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshlrev_b32_e64 v7, 2, v0
	v_and_b32_e64 v7, v7, 12
	v_add_u32_e64 v7, v1, v7
	; %mean = tt.reduce
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v8, v7 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v8
	; %mean = tt.reduce
	ds_swizzle_b32 v8, v7 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %mean_7 = arith.addf
	v_add_f32_e64 v7, v7, v8
	; %mean_1 = arith.sitofp
	v_cvt_f32_i32 v8, v2
	; %mean_2 = arith.divf
	v_div_scale_f32 v9, vcc, v8, v8, v7
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v13, -v9, v10, 1.0
	v_fma_f32 v10, v13, v10, v10
	v_div_scale_f32 v11, vcc, v7, v8, v7
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v9, v12, v11
	v_fma_f32 v12, v13, v10, v12
	v_fma_f32 v13, -v9, v12, v11
	v_div_fmas_f32 v13, v13, v10, v12
	v_div_fixup_f32 v7, v13, v8, v7
	v_mov_b32 v9, v3
.LBB0_5:
	; %acc2 = scf.for
	v_cmp_lt_i32_e64 s[28:29], v9, v2
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_7
.LBB0_6:
	; %cols_7 = arith.addi
	v_add_u32_e64 v10, v9, v5
	; %x_9 = tt.addptr
	v_mad_i64_i32 v[18:19], vcc, v10, 4, v[14:15]
	; %m_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v10, v2
	; %x_10 = tt.load
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v10, v[18:19], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %d_11 = arith.subf
	v_sub_f32_e64 v10, v10, v7
	; %d_12 = arith.select
	v_cndmask_b32_e64 v10, 0, v10, s[28:29]
	; %acc2_14 = arith.addf
	v_fma_f32 v10, v10, v10, v4
	v_add_u32_e32 v9, 0x100, v9
	v_mov_b32 v4, v10
	s_branch .LBB0_5
.LBB0_7:
	v_lshrrev_b32_e64 v9, 4, v0
	v_and_b32_e64 v9, v9, 12
	v_add_u32_e64 v9, v1, v9
	v_add_u32_e64 v9, v9, 16
	; %var = tt.reduce
	ds_swizzle_b32 v10, v4 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	ds_swizzle_b32 v10, v4 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	ds_swizzle_b32 v10, v4 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	ds_swizzle_b32 v10, v4 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	ds_swizzle_b32 v10, v4 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	v_mbcnt_lo_u32_b32 v11, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v11
	v_xor_b32_e64 v11, v11, 32
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v10, v11, v4
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v4, v4, v10
	; %var = tt.reduce
	ds_write_b32 v9, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshlrev_b32_e64 v4, 2, v0
	v_and_b32_e64 v4, v4, 12
	v_add_u32_e64 v1, v1, v4
	; %var = tt.reduce
	ds_read_b32 v1, v1 offset:16
	v_mov_b32 v18, s20
	v_mov_b32 v19, s21
	; %0 = tt.addptr
	v_mad_i64_i32 v[18:19], vcc, v6, 4, v[18:19]
	v_and_b32_e32 v0, 0xff, v0
	v_cmp_eq_i32_e64 s[28:29], v0, 0
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[18:19], v7, off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v18, s22
	v_mov_b32 v19, s23
	; %1 = tt.addptr
	v_mad_i64_i32 v[18:19], vcc, v6, 4, v[18:19]
	s_waitcnt lgkmcnt(0)
	; %var = tt.reduce
	ds_swizzle_b32 v0, v1 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v1, v0
	; %var = tt.reduce
	ds_swizzle_b32 v1, v0 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %var_7 = arith.addf
	v_add_f32_e64 v0, v0, v1
	; %var_3 = arith.divf
	v_div_scale_f32 v1, vcc, v8, v8, v0
	v_rcp_f32_e32 v4, v1
	v_fma_f32 v10, -v1, v4, 1.0
	v_fma_f32 v4, v10, v4, v4
	v_div_scale_f32 v6, vcc, v0, v8, v0
	v_mul_f32_e32 v9, v6, v4
	v_fma_f32 v10, -v1, v9, v6
	v_fma_f32 v9, v10, v4, v9
	v_fma_f32 v10, -v1, v9, v6
	v_div_fmas_f32 v10, v10, v4, v9
	v_div_fixup_f32 v0, v10, v8, v0
	v_mov_b32 v1, s26
	; %rstd = arith.addf
	v_add_f32_e64 v0, v0, v1
	; %rstd_4 = math.rsqrt
	v_rsq_f32 v0, v0
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[18:19], v0, off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v18, s16
	v_mov_b32 v19, s17
	v_mov_b32 v20, s18
	v_mov_b32 v21, s19
.LBB0_8:
	; scf.for
	v_cmp_lt_i32_e64 s[28:29], v3, v2
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_10
.LBB0_9:
	; %cols_6 = arith.addi
	v_add_u32_e64 v1, v3, v5
	; %x_8 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v1, 4, v[14:15]
	; %m_7 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v1, v2
	; %x_9 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v4, v[22:23], off
	s_or_b64 exec, exec, s[8:9]
	; %w_10 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v1, 4, v[18:19]
	; %w_11 = tt.load
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v6, v[22:23], off
	s_or_b64 exec, exec, s[8:9]
	; %b_12 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v1, 4, v[20:21]
	; %b_13 = tt.load
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v8, v[22:23], off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v1, 4, v[16:17]
	s_waitcnt vmcnt(2)
	; %y_14 = arith.subf
	v_sub_f32_e64 v1, v4, v7
	; %y_16 = arith.mulf
	v_mul_f32_e64 v1, v1, v0
	s_waitcnt vmcnt(0)
	; %y_18 = arith.addf
	v_fma_f32 v1, v1, v6, v8
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[22:23], v1, off
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v3, 0x100, v3
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 24
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
    .sgpr_count: 32
    .vgpr_count: 24
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
