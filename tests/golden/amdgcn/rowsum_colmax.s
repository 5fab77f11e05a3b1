	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl rowsum_colmax_kernel
	.p2align 8
	.type rowsum_colmax_kernel,@function
rowsum_colmax_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx2 s[20:21], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v32, s12
	v_mov_b32 v33, s13
	v_mov_b32 v34, s14
	v_mov_b32 v35, s15
	v_mov_b32 v36, s16
	v_mov_b32 v37, s17
	v_mov_b32 v12, s18
	v_mov_b32 v14, s19
	v_mov_b32 v16, s20
	v_and_b32_e64 v18, v0, 15
	v_lshrrev_b32_e64 v19, 4, v0
	v_and_b32_e64 v20, v19, 15
	v_and_b32_e64 v22, v0, 63
	v_lshlrev_b32_e64 v24, 2, v0
	v_and_b32_e64 v26, v24, 60
	v_mov_b32 v27, 0
	v_mul_lo_u32 v29, v20, 4
	v_add_u32_e64 v29, v29, v27
	v_mul_lo_u32 v31, v18, 4
	v_add_u32_e64 v31, v31, v27
	v_and_b32_e32 v1, 0xf0, v0
	v_cmp_eq_i32_e64 s[50:51], v1, 0
	v_lshlrev_b32_e64 v1, 4, v0
	v_and_b32_e32 v1, 0xf0, v1
	v_lshlrev_b32_e64 v2, 2, v0
	v_and_b32_e32 v2, 0x300, v2
	v_or_b32_e64 v1, v1, v2
	v_add_u32_e64 v1, v27, v1
	v_add_u32_e64 v3, v1, 64
	v_mul_lo_u32 v1, v26, 4
	v_add_u32_e64 v1, v1, v27
	v_mul_lo_u32 v10, v22, 4
	v_add_u32_e64 v10, v10, v27
	v_and_b32_e32 v0, 0xc0, v0
	v_cmp_eq_i32_e64 s[22:23], v0, 0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v2, s4
	; %rm_0 = arith.muli
	v_mul_lo_u32 v0, v2, 16
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v8, v0, v18
	; %rm_3 = arith.addi
	v_add_u32_e64 v9, v0, v20
	; %rn = tt.make_range
	v_or_b32_e64 v15, v26, 1
	v_or_b32_e64 v11, v26, 2
	v_or_b32_e64 v13, v26, 3
	; %mask_5 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v9, v12
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v26, v14
	v_cmp_lt_i32_e64 s[32:33], v15, v14
	v_cmp_lt_i32_e64 s[36:37], v11, v14
	v_cmp_lt_i32_e64 s[38:39], v13, v14
	; %mask_11 = arith.andi
	s_and_b64 s[40:41], s[28:29], s[30:31]
	s_and_b64 s[42:43], s[28:29], s[32:33]
	s_and_b64 s[44:45], s[28:29], s[36:37]
	s_and_b64 s[48:49], s[28:29], s[38:39]
	; %x_13 = arith.muli
	v_mul_lo_u32 v30, v9, v16
	; %x_15 = tt.addptr
	v_mul_lo_u32 v50, v30, 4
	v_mul_hi_i32 v51, v30, 4
	v_add_co_u32_e64 v52, vcc, v32, v50
	v_addc_co_u32_e64 v53, vcc, v33, v51, vcc
	; %x_18 = tt.addptr
	v_mul_lo_u32 v54, v26, 4
	v_mul_hi_i32 v55, v26, 4
	v_add_co_u32_e64 v56, vcc, v52, v54
	v_addc_co_u32_e64 v57, vcc, v53, v55, vcc
	; %x_19 = tt.load
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v13, v[56:57], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v11, v[56:57], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v0, v[56:57], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_load_dword v9, v[56:57], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v13, v11
	s_waitcnt vmcnt(1)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v0
	s_waitcnt vmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v9
	; %s = tt.reduce
	ds_swizzle_b32 v16, v15 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v16
	; %s = tt.reduce
	ds_swizzle_b32 v16, v15 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v16
	; %s = tt.reduce
	ds_swizzle_b32 v16, v15 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v16
	; %s = tt.reduce
	ds_swizzle_b32 v16, v15 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v15, v15, v16
	; %1 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v8, v12
	; %3 = tt.addptr
	v_mul_lo_u32 v38, v8, 4
	v_mul_hi_i32 v39, v8, 4
	v_add_co_u32_e64 v40, vcc, v34, v38
	v_addc_co_u32_e64 v41, vcc, v35, v39, vcc
	; v54 = ttg.convert_layout
	ds_write_b32 v29, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v17, v31
	; tt.store
	s_and_b64 s[34:35], s[24:25], s[50:51]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[40:41], v17, off
	s_or_b64 exec, exec, s[8:9]
	; %xm_20 = arith.select
	v_mov_b32 v21, 0xff800000
	v_cndmask_b32_e64 v21, v21, v13, s[40:41]
	v_mov_b32 v25, 0xff800000
	v_cndmask_b32_e64 v25, v25, v11, s[42:43]
	v_mov_b32 v28, 0xff800000
	v_cndmask_b32_e64 v28, v28, v0, s[44:45]
	v_mov_b32 v0, 0xff800000
	v_cndmask_b32_e64 v0, v0, v9, s[48:49]
	; %cm = tt.reduce
	ds_swizzle_b32 v8, v21 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v11, v21, v8
	; %cm = tt.reduce
	ds_swizzle_b32 v8, v25 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v9, v25, v8
	; %cm = tt.reduce
	ds_swizzle_b32 v8, v28 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v8, v28, v8
	; %cm = tt.reduce
	ds_swizzle_b32 v12, v0 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v12
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v13, -1, 0
	v_mbcnt_hi_u32_b32 v13, -1, v13
	v_xor_b32_e64 v13, v13, 32
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v15, v13, v11
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v11, v11, v15
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v13, -1, 0
	v_mbcnt_hi_u32_b32 v13, -1, v13
	v_xor_b32_e64 v13, v13, 32
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v15, v13, v9
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v9, v9, v15
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v13, -1, 0
	v_mbcnt_hi_u32_b32 v13, -1, v13
	v_xor_b32_e64 v13, v13, 32
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v15, v13, v8
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v8, v8, v15
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v13, -1, 0
	v_mbcnt_hi_u32_b32 v13, -1, v13
	v_xor_b32_e64 v13, v13, 32
	v_lshlrev_b32 v13, 2, v13
	ds_bpermute_b32 v15, v13, v0
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v13, v0, v15
	; %cm = tt.reduce
	ds_write_b32 v3, v11
	ds_write_b32 v3, v9 offset:4
	ds_write_b32 v3, v8 offset:8
	ds_write_b32 v3, v13 offset:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v19, v1 offset:64
	ds_read_b32 v20, v1 offset:320
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v23, v19, v20
	; %cm = tt.reduce
	ds_read_b32 v24, v1 offset:576
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v26, v23, v24
	; %cm = tt.reduce
	ds_read_b32 v27, v1 offset:832
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v4, v26, v27
	; %cm = tt.reduce
	ds_read_b32 v31, v1 offset:68
	ds_read_b32 v0, v1 offset:324
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v31, v0
	; %cm = tt.reduce
	ds_read_b32 v3, v1 offset:580
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v3, v1 offset:836
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v5, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v0, v1 offset:72
	ds_read_b32 v3, v1 offset:328
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v3, v1 offset:584
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v3, v1 offset:840
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v6, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v0, v1 offset:76
	ds_read_b32 v3, v1 offset:332
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v3, v1 offset:588
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v3, v0, v3
	; %cm = tt.reduce
	ds_read_b32 v9, v1 offset:844
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v7, v3, v9
	; %5 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v22, v14
	; %6 = arith.muli
	v_mul_lo_u32 v15, v2, v14
	; %7 = tt.addptr
	v_mul_lo_u32 v42, v15, 4
	v_mul_hi_i32 v43, v15, 4
	v_add_co_u32_e64 v44, vcc, v36, v42
	v_addc_co_u32_e64 v45, vcc, v37, v43, vcc
	; %9 = tt.addptr
	v_mul_lo_u32 v46, v22, 4
	v_mul_hi_i32 v47, v22, 4
	v_add_co_u32_e64 v48, vcc, v44, v46
	v_addc_co_u32_e64 v49, vcc, v45, v47, vcc
	; v56 = ttg.convert_layout
	ds_write_b128 v1, v[4:7] offset:1088
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v25, v10 offset:1088
	; tt.store
	s_and_b64 s[46:47], s[26:27], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[48:49], v25, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size rowsum_colmax_kernel, .Lfunc_end0-rowsum_colmax_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel rowsum_colmax_kernel
		.amdhsa_group_segment_fixed_size 1344
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: rowsum_colmax_kernel
    .symbol: rowsum_colmax_kernel.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1344
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 54
    .vgpr_count: 58
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str rowsum_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str colmax_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str M
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str N
        .offset: 28
        .size: 4
        .value_kind: by_value
      - .name: !str stride_m
        .offset: 32
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
