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
	v_mov_b32 v36, s12
	v_mov_b32 v37, s13
	v_mov_b32 v38, s14
	v_mov_b32 v39, s15
	v_mov_b32 v10, s16
	v_mov_b32 v12, s17
	v_mov_b32 v14, s18
	v_and_b32_e32 v16, 0xff, v0
	v_lshlrev_b32_e64 v18, 2, v0
	v_and_b32_e32 v20, 0x3fc, v18
	v_mov_b32 v22, 0
	v_lshrrev_b32_e64 v24, 4, v0
	v_and_b32_e64 v26, v24, 12
	v_add_u32_e64 v28, v22, v26
	v_add_u32_e64 v30, v28, 0
	v_lshrrev_b32_e64 v32, 4, v0
	v_and_b32_e64 v34, v32, 12
	v_add_u32_e64 v0, v22, v34
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
	v_mul_lo_u32 v40, v13, 4
	v_mul_hi_i32 v41, v13, 4
	v_add_co_u32_e64 v42, vcc, v38, v40
	v_addc_co_u32_e64 v43, vcc, v39, v41, vcc
	; %x_4 = tt.addptr
	v_mul_lo_u32 v44, v20, 4
	v_mul_hi_i32 v45, v20, 4
	v_add_co_u32_e64 v46, vcc, v42, v44
	v_addc_co_u32_e64 v47, vcc, v43, v45, vcc
	; %x_5 = tt.load
	v_mov_b32 v23, 0xff800000
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v23, v[46:47], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0xff800000
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v24, v[46:47], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v26, 0xff800000
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v26, v[46:47], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v28, 0xff800000
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v28, v[46:47], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v31, v23, v24
	s_waitcnt vmcnt(1)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v32, v31, v26
	s_waitcnt vmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v34, v32, v28
	; %x_6 = tt.reduce
	ds_swizzle_b32 v8, v34 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %x_11 = arith.maxnumf
	v_max_f32_e64 v8, v34, v8
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
	ds_write_b32 v30, v8
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
	v_sub_f32_e64 v21, v28, v13
	; %num = math.exp
	v_mul_f32_e32 v23, 0x3fb8aa3b, v15
	v_exp_f32 v25, v23
	v_mul_f32_e32 v27, 0x3fb8aa3b, v17
	v_exp_f32 v29, v27
	v_mul_f32_e32 v31, 0x3fb8aa3b, v19
	v_exp_f32 v33, v31
	v_mul_f32_e32 v8, 0x3fb8aa3b, v21
	v_exp_f32 v8, v8
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v25, v29
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v33
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v8
	; %den = tt.reduce
	ds_swizzle_b32 v10, v9 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v10
	; %den = tt.reduce
	ds_swizzle_b32 v10, v9 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v10
	; %den = tt.reduce
	ds_swizzle_b32 v10, v9 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v10
	; %den = tt.reduce
	ds_swizzle_b32 v10, v9 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v10
	; %den = tt.reduce
	ds_swizzle_b32 v10, v9 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v10
	; %den = tt.reduce
	v_mbcnt_lo_u32_b32 v11, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v11
	v_xor_b32_e64 v11, v11, 32
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v13, v11, v9
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v9, v9, v13
	; %den = tt.reduce
	ds_write_b32 v3, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v22 offset:16
	ds_read_b32 v13, v22 offset:20
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v14, v10, v13
	; %den = tt.reduce
	ds_read_b32 v17, v22 offset:24
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v18, v14, v17
	; %den = tt.reduce
	ds_read_b32 v20, v22 offset:28
	s_waitcnt lgkmcnt(0)
	; %den_11 = arith.addf
	v_add_f32_e64 v22, v18, v20
	; %0 = arith.muli
	v_mul_lo_u32 v24, v2, v12
	; %1 = tt.addptr
	v_mul_lo_u32 v48, v24, 4
	v_mul_hi_i32 v49, v24, 4
	v_add_co_u32_e64 v50, vcc, v36, v48
	v_addc_co_u32_e64 v51, vcc, v37, v49, vcc
	; %3 = tt.addptr
	v_mul_lo_u32 v52, v16, 4
	v_mul_hi_i32 v53, v16, 4
	v_add_co_u32_e64 v54, vcc, v50, v52
	v_addc_co_u32_e64 v55, vcc, v51, v53, vcc
	; %5 = arith.divf
	v_rcp_f32_e64 v4, v22
	v_mul_f32_e64 v4, v25, v4
	v_rcp_f32_e64 v5, v22
	v_mul_f32_e64 v5, v29, v5
	v_rcp_f32_e64 v6, v22
	v_mul_f32_e64 v6, v33, v6
	v_rcp_f32_e64 v7, v22
	v_mul_f32_e64 v7, v8, v7
	; v33 = ttg.convert_layout
	ds_write_b128 v1, v[4:7] offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v0 offset:32
	ds_read_b32 v2, v0 offset:1056
	ds_read_b32 v1, v0 offset:2080
	ds_read_b32 v0, v0 offset:3104
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[54:55], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[54:55], v2, off offset:1024
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[54:55], v1, off offset:2048
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[54:55], v0, off offset:3072
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
		.amdhsa_next_free_vgpr 56
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
    .vgpr_count: 56
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
