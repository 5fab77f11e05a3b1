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
	v_mov_b32 v16, s12
	v_mov_b32 v17, s13
	v_mov_b32 v18, s14
	v_mov_b32 v19, s15
	v_mov_b32 v20, s16
	v_mov_b32 v21, s17
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_mov_b32 v3, s20
	v_and_b32_e64 v4, v0, 15
	v_lshrrev_b32_e64 v5, 4, v0
	v_and_b32_e64 v5, v5, 15
	v_and_b32_e64 v6, v0, 63
	v_lshlrev_b32_e64 v7, 2, v0
	v_and_b32_e64 v7, v7, 60
	v_mov_b32 v8, 0
	v_mul_lo_u32 v9, v5, 4
	v_add_u32_e64 v9, v9, v8
	v_mul_lo_u32 v10, v4, 4
	v_add_u32_e64 v10, v10, v8
	v_and_b32_e32 v11, 0xf0, v0
	v_cmp_eq_i32_e64 s[22:23], v11, 0
	v_lshlrev_b32_e64 v11, 4, v0
	v_and_b32_e32 v11, 0xf0, v11
	v_lshlrev_b32_e64 v12, 2, v0
	v_and_b32_e32 v12, 0x300, v12
	v_or_b32_e64 v11, v11, v12
	v_add_u32_e64 v11, v8, v11
	v_add_u32_e64 v11, v11, 64
	v_mul_lo_u32 v12, v6, 4
	v_add_u32_e64 v12, v12, v8
	v_and_b32_e32 v0, 0xc0, v0
	v_cmp_eq_i32_e64 s[24:25], v0, 0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v0, s4
	; %rm_0 = arith.muli
	v_lshlrev_b32_e64 v8, 4, v0
	; %rm_3 = arith.addi
	v_add_u32_e64 v5, v8, v5
	; %x_13 = arith.muli
	v_mul_lo_u32 v3, v5, v3
	; %x_15 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v3, 4, v[16:17]
	; %x_18 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v7, 4, v[16:17]
	; %mask_5 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v5, v1
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v7, v2
	; %mask_11 = arith.andi
	s_and_b64 s[28:29], s[26:27], s[28:29]
	; %x_19 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v3, v[16:17], off
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v5, v7, 1
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v5, v2
	; %mask_11 = arith.andi
	s_and_b64 s[30:31], s[26:27], s[30:31]
	; %x_19 = tt.load
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v5, v[16:17], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v13, v7, 2
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[32:33], v13, v2
	; %mask_11 = arith.andi
	s_and_b64 s[32:33], s[26:27], s[32:33]
	; %x_19 = tt.load
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v13, v[16:17], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %rn = tt.make_range
	v_or_b32_e64 v7, v7, 3
	; %mask_8 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v7, v2
	; %mask_11 = arith.andi
	s_and_b64 s[26:27], s[26:27], s[34:35]
	; %x_19 = tt.load
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v7, v[16:17], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(2)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v3, v5
	s_waitcnt vmcnt(1)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v13
	s_waitcnt vmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v7
	; %s = tt.reduce
	ds_swizzle_b32 v15, v14 offset:0x41f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v15
	; %s = tt.reduce
	ds_swizzle_b32 v15, v14 offset:0x81f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v15
	; %s = tt.reduce
	ds_swizzle_b32 v15, v14 offset:0x101f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v15
	; %s = tt.reduce
	ds_swizzle_b32 v15, v14 offset:0x201f
	s_waitcnt lgkmcnt(0)
	; %s_23 = arith.addf
	v_add_f32_e64 v14, v14, v15
	; v54 = ttg.convert_layout
	ds_write_b32 v9, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v9, v10
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v4, v8, v4
	; %3 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v4, 4, v[18:19]
	; %1 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v4, v1
	; tt.store
	s_and_b64 s[22:23], s[34:35], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[16:17], v9, off
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
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_xor_b32_e64 v4, v4, 32
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v3, v4, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v11, v1
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v5, s[30:31]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_xor_b32_e64 v4, v4, 32
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v3, v4, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v11, v1 offset:4
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v13, s[32:33]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_xor_b32_e64 v4, v4, 32
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v3, v4, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v11, v1 offset:8
	; %xm_20 = arith.select
	v_mov_b32 v1, 0xff800000
	v_cndmask_b32_e64 v1, v1, v7, s[26:27]
	; %cm = tt.reduce
	ds_swizzle_b32 v3, v1 offset:0x401f
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_xor_b32_e64 v4, v4, 32
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v3, v4, v1
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v1, v1, v3
	; %cm = tt.reduce
	ds_write_b32 v11, v1 offset:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v12 offset:64
	ds_read_b32 v3, v12 offset:320
	; %cm = tt.reduce
	ds_read_b32 v4, v12 offset:576
	; %cm = tt.reduce
	ds_read_b32 v5, v12 offset:832
	; %6 = arith.muli
	v_mul_lo_u32 v0, v0, v2
	; %7 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v0, 4, v[20:21]
	; %9 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v6, 4, v[16:17]
	; %5 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v6, v2
	; tt.store
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(2)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v1, v3
	s_waitcnt lgkmcnt(1)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v4
	s_waitcnt lgkmcnt(0)
	; %cm_23 = arith.maxnumf
	v_max_f32_e64 v0, v0, v5
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[16:17], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size rowsum_colmax_kernel, .Lfunc_end0-rowsum_colmax_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel rowsum_colmax_kernel
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 24
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
    .group_segment_fixed_size: 1088
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 38
    .vgpr_count: 22
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
