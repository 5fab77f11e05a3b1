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
	v_mov_b32 v26, s12
	v_mov_b32 v27, s13
	v_mov_b32 v28, s14
	v_mov_b32 v29, s15
	v_mov_b32 v30, s16
	v_mov_b32 v31, s17
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_mov_b32 v3, s20
	v_and_b32_e64 v8, v0, 15
	v_lshrrev_b32_e64 v9, 4, v0
	v_and_b32_e64 v9, v9, 15
	v_and_b32_e64 v10, v0, 63
	v_lshlrev_b32_e64 v11, 2, v0
	v_and_b32_e64 v11, v11, 60
	v_mov_b32 v12, 0
	v_mul_lo_u32 v13, v9, 4
	v_add_u32_e64 v13, v13, v12
	v_mul_lo_u32 v14, v8, 4
	v_add_u32_e64 v14, v14, v12
	v_and_b32_e32 v15, 0xf0, v0
	v_cmp_eq_i32_e64 s[22:23], v15, 0
	v_lshlrev_b32_e64 v15, 4, v0
	v_and_b32_e32 v15, 0xf0, v15
	v_lshlrev_b32_e64 v16, 2, v0
	v_and_b32_e32 v16, 0x300, v16
	v_or_b32_e64 v15, v15, v16
	v_add_u32_e64 v15, v12, v15
	v_add_u32_e64 v15, v15, 64
	v_mul_lo_u32 v16, v11, 4
	v_add_u32_e64 v16, v16, v12
	v_mul_lo_u32 v17, v10, 4
	v_add_u32_e64 v17, v17, v12
	v_and_b32_e32 v0, 0xc0, v0
	v_cmp_eq_i32_e64 s[24:25], v0, 0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v0, s4
	; %rm_0 = arith.muli
	v_lshlrev_b32_e64 v12, 4, v0
	; %rm_3 = arith.addi
	v_add_u32_e64 v9, v12, v9
	; %x_13 = arith.muli
	v_mul_lo_u32 v3, v9, v3
	; %x_15 = tt.addptr
	v_mad_i64_i32 v[26:27], vcc, v3, 4, v[26:27]
	; %x_18 = tt.addptr
	v_mad_i64_i32 v[26:27], vcc, v11, 4, v[26:27]
	; %mask_5 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v9, v1
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v11, v2
	; %mask_11 = arith.andi
	s_and_b64 s[28:29], s[26:27], s[28:29]
	; %x_19 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v3, v[26:27], off
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v9, v11, 1
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v9, v2
	; %mask_11 = arith.andi
	s_and_b64 s[30:31], s[26:27], s[30:31]
	; %x_19 = tt.load
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v9, v[26:27], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v18, v11, 2
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[32:33], v18, v2
	; %mask_11 = arith.andi
	s_and_b64 s[32:33], s[26:27], s[32:33]
	; %x_19 = tt.load
	v_mov_b32 v18, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v18, v[26:27], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v11, v11, 3
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v11, v2
	; %mask_11 = arith.andi
	s_and_b64 s[26:27], s[26:27], s[34:35]
	; %x_19 = tt.load
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v11, v[26:27], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v3, v9
	s_waitcnt vmcnt(1)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v18
	s_waitcnt vmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v11
	; %s = tt.reduce
	ds_swizzle_b32 v20, v19 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v20
	; %s = tt.reduce
	ds_swizzle_b32 v20, v19 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v20
	; %s = tt.reduce
	ds_swizzle_b32 v20, v19 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v20
	; %s = tt.reduce
	ds_swizzle_b32 v20, v19 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v19, v19, v20
	; v54 = ttg.convert_layout
	ds_write_b32 v13, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v13, v14
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v8, v12, v8
	; %3 = tt.addptr
	v_mad_i64_i32 v[26:27], vcc, v8, 4, v[28:29]
	; %1 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v8, v1
	; tt.store
	s_and_b64 s[22:23], s[34:35], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[26:27], v13, off
	s_or_b64 exec, exec, s[8:9]
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v3, s[28:29]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v8, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v8
	v_xor_b32_e64 v8, v8, 32
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v3, v8, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v15, v1
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v9, s[30:31]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v8, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v8
	v_xor_b32_e64 v8, v8, 32
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v3, v8, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v15, v1 offset:4
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v18, s[32:33]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v8, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v8
	v_xor_b32_e64 v8, v8, 32
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v3, v8, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v15, v1 offset:8
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v11, s[26:27]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v8, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v8
	v_xor_b32_e64 v8, v8, 32
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v3, v8, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v15, v1 offset:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v16 offset:64
	ds_read_b32 v3, v16 offset:320
	; %cm = tt.reduce
	ds_read_b32 v8, v16 offset:576
	; %cm = tt.reduce
	ds_read_b32 v9, v16 offset:832
	; %cm = tt.reduce
	ds_read_b32 v11, v16 offset:68
	ds_read_b32 v12, v16 offset:324
	; %cm = tt.reduce
	ds_read_b32 v13, v16 offset:580
	; %cm = tt.reduce
	ds_read_b32 v14, v16 offset:836
	; %cm = tt.reduce
	ds_read_b32 v15, v16 offset:72
	ds_read_b32 v18, v16 offset:328
	; %cm = tt.reduce
	ds_read_b32 v19, v16 offset:584
	; %cm = tt.reduce
	ds_read_b32 v20, v16 offset:840
	; %cm = tt.reduce
	ds_read_b32 v21, v16 offset:76
	ds_read_b32 v22, v16 offset:332
	; %cm = tt.reduce
	ds_read_b32 v23, v16 offset:588
	; %cm = tt.reduce
	ds_read_b32 v24, v16 offset:844
	s_waitcnt lgkmcnt(14)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	s_waitcnt lgkmcnt(13)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v8
	s_waitcnt lgkmcnt(12)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v4, v1, v9
	s_waitcnt lgkmcnt(10)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v11, v12
	s_waitcnt lgkmcnt(9)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v13
	s_waitcnt lgkmcnt(8)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v5, v1, v14
	s_waitcnt lgkmcnt(6)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v15, v18
	s_waitcnt lgkmcnt(5)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v19
	s_waitcnt lgkmcnt(4)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v6, v1, v20
	s_waitcnt lgkmcnt(2)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v21, v22
	s_waitcnt lgkmcnt(1)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v23
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v7, v1, v24
	; v56 = ttg.convert_layout
	ds_write_b128 v16, v[4:7] offset:1088
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v17 offset:1088
	; %6 = arith.muli
	v_mul_lo_u32 v0, v0, v2
	; %7 = tt.addptr
	v_mad_i64_i32 v[26:27], vcc, v0, 4, v[30:31]
	; %9 = tt.addptr
	v_mad_i64_i32 v[26:27], vcc, v10, 4, v[26:27]
	; %5 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v10, v2
	; tt.store
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[26:27], v1, off
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
    .sgpr_count: 38
    .vgpr_count: 32
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
