	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl softmax_kernel
	.p2align 8
	.type softmax_kernel,@function
softmax_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v22, s12
	v_mov_b32 v23, s13
	v_mov_b32 v24, s14
	v_mov_b32 v25, s15
	v_mov_b32 v1, s16
	v_mov_b32 v2, s17
	v_mov_b32 v3, s18
	v_and_b32_e32 v8, 0xff, v0
	v_lshlrev_b32_e64 v9, 2, v0
	v_and_b32_e32 v9, 0x3fc, v9
	v_mov_b32 v10, 0
	v_lshrrev_b32_e64 v11, 4, v0
	v_and_b32_e64 v11, v11, 12
	v_add_u32_e64 v11, v10, v11
	v_add_u32_e64 v11, v11, 0
	v_lshlrev_b32_e64 v12, 2, v0
	v_and_b32_e64 v12, v12, 12
	v_add_u32_e64 v12, v10, v12
	v_lshrrev_b32_e64 v13, 4, v0
	v_and_b32_e64 v13, v13, 12
	v_add_u32_e64 v13, v10, v13
	v_add_u32_e64 v13, v13, 16
	v_lshlrev_b32_e64 v0, 2, v0
	v_and_b32_e64 v0, v0, 12
	v_add_u32_e64 v0, v10, v0
	v_mul_lo_u32 v14, v9, 4
	v_add_u32_e64 v14, v14, v10
	v_mul_lo_u32 v15, v8, 4
	v_add_u32_e64 v15, v15, v10
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v10, s4
	; %x_1 = arith.muli
	v_mul_lo_u32 v1, v10, v1
	; %x_2 = tt.addptr
	v_mad_i64_i32 v[24:25], vcc, v1, 4, v[24:25]
	; %x_4 = tt.addptr
	v_mad_i64_i32 v[24:25], vcc, v9, 4, v[24:25]
	; %mask_0 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v9, v3
	; %x_5 = tt.load
	v_mov_b32 v1, 0xff800000
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v1, v[24:25], off
	s_or_b64 exec, exec, s[8:9]
	; %cols = tt.make_range
	v_or_b32_e64 v16, v9, 1
	; %mask_0 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v16, v3
	; %x_5 = tt.load
	v_mov_b32 v16, 0xff800000
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v16, v[24:25], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %cols = tt.make_range
	v_or_b32_e64 v17, v9, 2
	; %mask_0 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v17, v3
	; %x_5 = tt.load
	v_mov_b32 v17, 0xff800000
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v17, v[24:25], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %cols = tt.make_range
	v_or_b32_e64 v9, v9, 3
	; %mask_0 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v9, v3
	; %x_5 = tt.load
	v_mov_b32 v9, 0xff800000
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v9, v[24:25], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v1, v16
	s_waitcnt vmcnt(1)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v17
	s_waitcnt vmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v9
	; %x_6 = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	ds_swizzle_b32 v19, v18 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	v_mbcnt_lo_u32_b32 v20, -1, 0
	v_mbcnt_hi_u32_b32 v20, -1, v20
	v_xor_b32_e64 v20, v20, 32
	v_lshlrev_b32 v20, 2, v20
	ds_bpermute_b32 v19, v20, v18
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v18, v18, v19
	; %x_6 = tt.reduce
	ds_write_b32 v11, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v11, v12
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v12, v11 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v11, v11, v12
	; %x_6 = tt.reduce
	ds_swizzle_b32 v12, v11 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v11, v11, v12
	; %x_8 = arith.subf
	v_sub_f32_e64 v1, v1, v11
	; %num = math.exp
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_mov_b32 v12, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v12, v1
	v_mov_b32 v12, 0x42800000
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_f32_e64 v12, v1, v12
	v_exp_f32 v1, v12
	v_mov_b32 v12, 0xffffffc0
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_ldexp_f32 v1, v1, v12
	; %x_8 = arith.subf
	v_sub_f32_e64 v12, v16, v11
	; %num = math.exp
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_mov_b32 v16, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v16, v12
	v_mov_b32 v16, 0x42800000
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_add_f32_e64 v16, v12, v16
	v_exp_f32 v12, v16
	v_mov_b32 v16, 0xffffffc0
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_ldexp_f32 v12, v12, v16
	; %den_11 = arith.addf
	v_add_f32_e64 v16, v1, v12
	; %x_8 = arith.subf
	v_sub_f32_e64 v17, v17, v11
	; %num = math.exp
	v_mul_f32_e32 v17, 0x3fb8aa3b, v17
	v_mov_b32 v18, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v18, v17
	v_mov_b32 v18, 0x42800000
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_add_f32_e64 v18, v17, v18
	v_exp_f32 v17, v18
	v_mov_b32 v18, 0xffffffc0
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_ldexp_f32 v17, v17, v18
	; %den_11 = arith.addf
	v_add_f32_e64 v16, v16, v17
	; %x_8 = arith.subf
	v_sub_f32_e64 v9, v9, v11
	; %num = math.exp
	v_mul_f32_e32 v9, 0x3fb8aa3b, v9
	v_mov_b32 v11, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v11, v9
	v_mov_b32 v11, 0x42800000
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_add_f32_e64 v11, v9, v11
	v_exp_f32 v9, v11
	v_mov_b32 v11, 0xffffffc0
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_ldexp_f32 v9, v9, v11
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v16, v9
	; %den = tt.reduce
	ds_swizzle_b32 v16, v11 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	ds_swizzle_b32 v16, v11 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	ds_swizzle_b32 v16, v11 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	ds_swizzle_b32 v16, v11 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	ds_swizzle_b32 v16, v11 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	v_mbcnt_lo_u32_b32 v18, -1, 0
	v_mbcnt_hi_u32_b32 v18, -1, v18
	v_xor_b32_e64 v18, v18, 32
	v_lshlrev_b32 v18, 2, v18
	ds_bpermute_b32 v16, v18, v11
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v11, v11, v16
	; %den = tt.reduce
	ds_write_b32 v13, v11
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0 offset:16
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v11, v0 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v0, v0, v11
	; %den = tt.reduce
	ds_swizzle_b32 v11, v0 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v0, v0, v11
	; %5 = arith.divf
	v_div_scale_f32 v11, vcc, v0, v0, v1
	v_rcp_f32_e32 v13, v11
	v_fma_f32 v19, -v11, v13, 1.0
	v_fma_f32 v13, v19, v13, v13
	v_div_scale_f32 v16, vcc, v1, v0, v1
	v_mul_f32_e32 v18, v16, v13
	v_fma_f32 v19, -v11, v18, v16
	v_fma_f32 v18, v19, v13, v18
	v_fma_f32 v19, -v11, v18, v16
	v_div_fmas_f32 v19, v19, v13, v18
	v_div_fixup_f32 v4, v19, v0, v1
	v_div_scale_f32 v1, vcc, v0, v0, v12
	v_rcp_f32_e32 v11, v1
	v_fma_f32 v18, -v1, v11, 1.0
	v_fma_f32 v11, v18, v11, v11
	v_div_scale_f32 v13, vcc, v12, v0, v12
	v_mul_f32_e32 v16, v13, v11
	v_fma_f32 v18, -v1, v16, v13
	v_fma_f32 v16, v18, v11, v16
	v_fma_f32 v18, -v1, v16, v13
	v_div_fmas_f32 v18, v18, v11, v16
	v_div_fixup_f32 v5, v18, v0, v12
	v_div_scale_f32 v1, vcc, v0, v0, v17
	v_rcp_f32_e32 v11, v1
	v_fma_f32 v16, -v1, v11, 1.0
	v_fma_f32 v11, v16, v11, v11
	v_div_scale_f32 v12, vcc, v17, v0, v17
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v16, -v1, v13, v12
	v_fma_f32 v13, v16, v11, v13
	v_fma_f32 v16, -v1, v13, v12
	v_div_fmas_f32 v16, v16, v11, v13
	v_div_fixup_f32 v6, v16, v0, v17
	v_div_scale_f32 v1, vcc, v0, v0, v9
	v_rcp_f32_e32 v11, v1
	v_fma_f32 v16, -v1, v11, 1.0
	v_fma_f32 v11, v16, v11, v11
	v_div_scale_f32 v12, vcc, v9, v0, v9
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v16, -v1, v13, v12
	v_fma_f32 v13, v16, v11, v13
	v_fma_f32 v16, -v1, v13, v12
	v_div_fmas_f32 v16, v16, v11, v13
	v_div_fixup_f32 v7, v16, v0, v9
	; v33 = ttg.convert_layout
	ds_write_b128 v14, v[4:7] offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v15 offset:32
	ds_read_b32 v1, v15 offset:1056
	ds_read_b32 v9, v15 offset:2080
	ds_read_b32 v11, v15 offset:3104
	; %0 = arith.muli
	v_mul_lo_u32 v2, v10, v2
	; %1 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v2, 4, v[22:23]
	; %3 = tt.addptr
	v_mad_i64_i32 v[22:23], vcc, v8, 4, v[22:23]
	; %mask_0_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v8, v3
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[22:23], v0, off
	s_or_b64 exec, exec, s[8:9]
	; %cols_1 = tt.make_range
	v_or_b32_e32 v0, 0x100, v8
	; %mask_0_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v3
	s_waitcnt lgkmcnt(2)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[22:23], v1, off offset:1024
	s_or_b64 exec, exec, s[8:9]
	; %cols_1 = tt.make_range
	v_or_b32_e32 v0, 0x200, v8
	; %mask_0_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v3
	s_waitcnt lgkmcnt(1)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[22:23], v9, off offset:2048
	s_or_b64 exec, exec, s[8:9]
	; %cols_1 = tt.make_range
	v_or_b32_e32 v0, 0x300, v8
	; %mask_0_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v3
	s_waitcnt lgkmcnt(0)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[22:23], v11, off offset:3072
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size softmax_kernel, .Lfunc_end0-softmax_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel softmax_kernel
		.amdhsa_group_segment_fixed_size 4128
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: softmax_kernel
    .symbol: softmax_kernel.kd
    .kernarg_segment_size: 28
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4128
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 26
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str out_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str in_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str in_row_stride
        .offset: 16
        .size: 4
        .value_kind: by_value
      - .name: !str out_row_stride
        .offset: 20
        .size: 4
        .value_kind: by_value
      - .name: !str n_cols
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
