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
	v_mov_b32 v34, s12
	v_mov_b32 v35, s13
	v_mov_b32 v36, s14
	v_mov_b32 v37, s15
	v_mov_b32 v10, s16
	v_mov_b32 v12, s17
	v_mov_b32 v14, s18
	v_and_b32_e32 v16, 0xff, v0
	v_lshlrev_b32_e64 v18, 2, v0
	v_and_b32_e32 v20, 0x3fc, v18
	v_mov_b32 v22, 0
	v_lshrrev_b32_e64 v24, 4, v0
	v_and_b32_e64 v26, v24, 12
	v_add_u32_e64 v27, v22, v26
	v_add_u32_e64 v28, v27, 0
	v_lshrrev_b32_e64 v30, 4, v0
	v_and_b32_e64 v32, v30, 12
	v_add_u32_e64 v0, v22, v32
	v_add_u32_e64 v3, v0, 16
	v_mul_lo_u32 v1, v20, 4
	v_add_u32_e64 v1, v1, v22
	v_mul_lo_u32 v0, v16, 4
	v_add_u32_e64 v0, v0, v22
.LBB0_1:
	; %row = tt.get_program_id
	v_mov_b32 v2, s4
	; %cols_1 = tt.make_range
	v_or_b32_e32 v17, 0x100, v16
	v_or_b32_e32 v15, 0x200, v16
	v_or_b32_e32 v13, 0x300, v16
	; %cols = tt.make_range
	v_or_b32_e64 v11, v20, 1
	v_or_b32_e64 v9, v20, 2
	v_or_b32_e64 v8, v20, 3
	; %mask_0_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v16, v14
	v_cmp_lt_i32_e64 s[24:25], v17, v14
	v_cmp_lt_i32_e64 s[22:23], v15, v14
	v_cmp_lt_i32_e64 s[20:21], v13, v14
	; %mask_0 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v20, v14
	v_cmp_lt_i32_e64 s[30:31], v11, v14
	v_cmp_lt_i32_e64 s[28:29], v9, v14
	v_cmp_lt_i32_e64 s[32:33], v8, v14
	; %x_1 = arith.muli
	v_mul_lo_u32 v13, v2, v10
	; %x_2 = tt.addptr
	v_mul_lo_u32 v38, v13, 4
	v_mul_hi_i32 v39, v13, 4
	v_add_co_u32_e64 v40, vcc, v36, v38
	v_addc_co_u32_e64 v41, vcc, v37, v39, vcc
	; %x_4 = tt.addptr
	v_mul_lo_u32 v42, v20, 4
	v_mul_hi_i32 v43, v20, 4
	v_add_co_u32_e64 v44, vcc, v40, v42
	v_addc_co_u32_e64 v45, vcc, v41, v43, vcc
	; %x_5 = tt.load
	v_mov_b32 v23, 0xff800000
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v23, v[44:45], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0xff800000
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v24, v[44:45], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v26, 0xff800000
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v26, v[44:45], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0xff800000
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v27, v[44:45], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v29, v23, v24
	s_waitcnt vmcnt(1)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v30, v29, v26
	s_waitcnt vmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v32, v30, v27
	; %x_6 = tt.reduce
	ds_swizzle_b32 v8, v32 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v32, v8
	; %x_6 = tt.reduce
	ds_swizzle_b32 v9, v8 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v9
	; %x_6 = tt.reduce
	ds_swizzle_b32 v9, v8 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v9
	; %x_6 = tt.reduce
	ds_swizzle_b32 v9, v8 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v9
	; %x_6 = tt.reduce
	ds_swizzle_b32 v9, v8 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v9
	; %x_6 = tt.reduce
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v10, -1, v10
	v_xor_b32_e64 v10, v10, 32
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v11, v10, v8
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v11
	; %x_6 = tt.reduce
	ds_write_b32 v28, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v8, v22
	ds_read_b32 v9, v22 offset:4
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v8, v9
	; %x_6 = tt.reduce
	ds_read_b32 v9, v22 offset:8
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v9, v8, v9
	; %x_6 = tt.reduce
	ds_read_b32 v11, v22 offset:12
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v13, v9, v11
	; %x_8 = arith.subf
	v_sub_f32_e64 v15, v23, v13
	v_sub_f32_e64 v17, v24, v13
	v_sub_f32_e64 v19, v26, v13
	v_sub_f32_e64 v21, v27, v13
	; %num = math.exp
	v_mul_f32_e32 v23, 0x3fb8aa3b, v15
	v_mov_b32 v26, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v26, v23
	v_mov_b32 v26, 0x42800000
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_f32_e64 v26, v23, v26
	v_exp_f32 v25, v26
	v_mov_b32 v26, 0xffffffc0
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_ldexp_f32 v25, v25, v26
	v_mul_f32_e32 v27, 0x3fb8aa3b, v17
	v_mov_b32 v29, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v29, v27
	v_mov_b32 v29, 0x42800000
	v_cndmask_b32_e32 v29, 0, v29, vcc
	v_add_f32_e64 v29, v27, v29
	v_exp_f32 v28, v29
	v_mov_b32 v29, 0xffffffc0
	v_cndmask_b32_e32 v29, 0, v29, vcc
	v_ldexp_f32 v28, v28, v29
	v_mul_f32_e32 v31, 0x3fb8aa3b, v19
	v_mov_b32 v9, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v9, v31
	v_mov_b32 v9, 0x42800000
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_f32_e64 v9, v31, v9
	v_exp_f32 v8, v9
	v_mov_b32 v9, 0xffffffc0
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_ldexp_f32 v8, v8, v9
	v_mul_f32_e32 v9, 0x3fb8aa3b, v21
	v_mov_b32 v10, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v10, v9
	v_mov_b32 v10, 0x42800000
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_add_f32_e64 v10, v9, v10
	v_exp_f32 v9, v10
	v_mov_b32 v10, 0xffffffc0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_ldexp_f32 v9, v9, v10
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v25, v28
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v8
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v9
	; %den = tt.reduce
	ds_swizzle_b32 v11, v10 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v11
	; %den = tt.reduce
	ds_swizzle_b32 v11, v10 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v11
	; %den = tt.reduce
	ds_swizzle_b32 v11, v10 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v11
	; %den = tt.reduce
	ds_swizzle_b32 v11, v10 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v11
	; %den = tt.reduce
	ds_swizzle_b32 v11, v10 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v11
	; %den = tt.reduce
	v_mbcnt_lo_u32_b32 v13, -1, 0
	v_mbcnt_hi_u32_b32 v13, -1, v13
	v_xor_b32_e64 v13, v13, 32
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v14, v13, v10
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v10, v10, v14
	; %den = tt.reduce
	ds_write_b32 v3, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v14, v22 offset:16
	ds_read_b32 v17, v22 offset:20
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v18, v14, v17
	; %den = tt.reduce
	ds_read_b32 v20, v22 offset:24
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v23, v18, v20
	; %den = tt.reduce
	ds_read_b32 v24, v22 offset:28
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v26, v23, v24
	; %0 = arith.muli
	v_mul_lo_u32 v27, v2, v12
	; %1 = tt.addptr
	v_mul_lo_u32 v46, v27, 4
	v_mul_hi_i32 v47, v27, 4
	v_add_co_u32_e64 v48, vcc, v34, v46
	v_addc_co_u32_e64 v49, vcc, v35, v47, vcc
	; %3 = tt.addptr
	v_mul_lo_u32 v50, v16, 4
	v_mul_hi_i32 v51, v16, 4
	v_add_co_u32_e64 v52, vcc, v48, v50
	v_addc_co_u32_e64 v53, vcc, v49, v51, vcc
	; %5 = arith.divf
	v_div_scale_f32 v12, vcc, v26, v26, v25
	v_rcp_f32_e32 v11, v12
	v_fma_f32 v2, -v12, v11, 1.0
	v_fma_f32 v11, v2, v11, v11
	v_div_scale_f32 v10, vcc, v25, v26, v25
	v_mul_f32_e32 v3, v10, v11
	v_fma_f32 v2, -v12, v3, v10
	v_fma_f32 v3, v2, v11, v3
	v_fma_f32 v2, -v12, v3, v10
	v_div_fmas_f32 v2, v2, v11, v3
	v_div_fixup_f32 v4, v2, v26, v25
	v_div_scale_f32 v12, vcc, v26, v26, v28
	v_rcp_f32_e32 v11, v12
	v_fma_f32 v2, -v12, v11, 1.0
	v_fma_f32 v11, v2, v11, v11
	v_div_scale_f32 v10, vcc, v28, v26, v28
	v_mul_f32_e32 v3, v10, v11
	v_fma_f32 v2, -v12, v3, v10
	v_fma_f32 v3, v2, v11, v3
	v_fma_f32 v2, -v12, v3, v10
	v_div_fmas_f32 v2, v2, v11, v3
	v_div_fixup_f32 v5, v2, v26, v28
	v_div_scale_f32 v12, vcc, v26, v26, v8
	v_rcp_f32_e32 v11, v12
	v_fma_f32 v2, -v12, v11, 1.0
	v_fma_f32 v11, v2, v11, v11
	v_div_scale_f32 v10, vcc, v8, v26, v8
	v_mul_f32_e32 v3, v10, v11
	v_fma_f32 v2, -v12, v3, v10
	v_fma_f32 v3, v2, v11, v3
	v_fma_f32 v2, -v12, v3, v10
	v_div_fmas_f32 v2, v2, v11, v3
	v_div_fixup_f32 v6, v2, v26, v8
	v_div_scale_f32 v11, vcc, v26, v26, v9
	v_rcp_f32_e32 v10, v11
	v_fma_f32 v2, -v11, v10, 1.0
	v_fma_f32 v10, v2, v10, v10
	v_div_scale_f32 v8, vcc, v9, v26, v9
	v_mul_f32_e32 v3, v8, v10
	v_fma_f32 v2, -v11, v3, v8
	v_fma_f32 v3, v2, v10, v3
	v_fma_f32 v2, -v11, v3, v8
	v_div_fmas_f32 v2, v2, v10, v3
	v_div_fixup_f32 v7, v2, v26, v9
	; v33 = ttg.convert_layout
	ds_write_b128 v1, v[4:7] offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0 offset:32
	ds_read_b32 v3, v0 offset:1056
	ds_read_b32 v9, v0 offset:2080
	ds_read_b32 v11, v0 offset:3104
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[52:53], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[52:53], v3, off offset:1024
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[52:53], v9, off offset:2048
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[52:53], v11, off offset:3072
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 56
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
    .sgpr_count: 38
    .vgpr_count: 54
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
