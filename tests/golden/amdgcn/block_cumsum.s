	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl block_cumsum_kernel
	.p2align 8
	.type block_cumsum_kernel,@function
block_cumsum_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx2 s[16:17], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v12, s12
	v_mov_b32 v13, s13
	v_mov_b32 v14, s14
	v_mov_b32 v15, s15
	v_mov_b32 v1, s16
	v_and_b32_e32 v2, 0xff, v0
	v_and_b32_e64 v3, v0, 63
	v_and_b32_e64 v4, v0, 63
	v_or_b32_e64 v4, v4, 63
	v_mov_b32 v5, 0
	v_lshrrev_b32_e64 v0, 6, v0
	v_and_b32_e64 v0, v0, 3
	v_mov_b32 v6, 0
	v_lshlrev_b32_e64 v6, 2, v6
	v_lshlrev_b32_e64 v6, 2, v6
	v_add_u32_e64 v5, v6, v5
	v_add_u32_e64 v5, v5, 0
	v_mul_lo_u32 v6, v0, 4
	v_add_u32_e64 v6, v6, v5
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v7, s4
	; %offs_0 = arith.muli
	v_lshlrev_b32_e64 v7, 8, v7
	; %offs_3 = arith.addi
	v_add_u32_e64 v2, v7, v2
	; %x_6 = tt.addptr
	v_mad_i64_i32 v[12:13], vcc, v2, 4, v[12:13]
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v2, v1
	; %x_7 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_load_dword v1, v[12:13], off
	s_or_b64 exec, exec, s[8:9]
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[20:21], v3, 32
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[22:23], v3, 16
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[24:25], v3, 8
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[26:27], v3, 4
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[28:29], v3, 2
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[30:31], v3, 1
	s_waitcnt vmcnt(0)
	; %c = tt.scan
	v_mbcnt_lo_u32_b32 v8, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v8
	v_sub_u32_e64 v9, v8, 1
	v_cmp_le_u32_e64 vcc, 1, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_lshlrev_b32 v8, 2, v8
	ds_bpermute_b32 v7, v8, v1
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v7, v7, v1
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v1, v7, s[30:31]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v10, v9, 2
	v_cmp_le_u32_e64 vcc, 2, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v8, v8, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v7, v8, s[28:29]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v10, v9, 4
	v_cmp_le_u32_e64 vcc, 4, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v8, v8, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v7, v8, s[26:27]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v10, v9, 8
	v_cmp_le_u32_e64 vcc, 8, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v8, v8, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v7, v8, s[24:25]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v10, v9, 16
	v_cmp_le_u32_e64 vcc, 16, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v8, v8, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v7, v8, s[22:23]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v10, v9, 32
	v_cmp_le_u32_e64 vcc, 32, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v8, v8, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v7, v7, v8, s[20:21]
	; %c = tt.scan
	v_mov_b32 v9, v4
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v7
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v6, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v5
	ds_read_b32 v6, v5 offset:4
	; %c = tt.scan
	ds_read_b32 v5, v5 offset:8
	; %1 = tt.addptr
	v_mad_i64_i32 v[12:13], vcc, v2, 4, v[14:15]
	; %c = tt.scan
	v_cmp_gt_u32_e64 s[20:21], v0, 0
	v_cmp_gt_u32_e64 s[22:23], v0, 1
	; %c = tt.scan
	s_or_b64 s[24:25], s[20:21], s[22:23]
	v_cmp_gt_u32_e64 s[26:27], v0, 2
	; %c = tt.scan
	s_or_b64 s[28:29], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(1)
	; %c_10 = arith.addf
	v_add_f32_e64 v0, v4, v6
	; %c = tt.scan
	v_cndmask_b32_e64 v0, v6, v0, s[20:21]
	v_cndmask_b32_e64 v0, v4, v0, s[22:23]
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v2, v0, v5
	; %c = tt.scan
	v_cndmask_b32_e64 v2, v5, v2, s[24:25]
	v_cndmask_b32_e64 v0, v0, v2, s[26:27]
	; %c = tt.scan
	v_cmp_ne_i32_e64 s[20:21], v3, 0
	v_mbcnt_lo_u32_b32 v3, -1, 0
	v_mbcnt_hi_u32_b32 v3, -1, v3
	v_sub_u32_e64 v4, v3, 1
	v_cmp_le_u32_e64 vcc, 1, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v2, v3, v7
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v2, v2, v1
	; %c = tt.scan
	v_cndmask_b32_e64 v1, v1, v2, s[20:21]
	; %c_10 = arith.addf
	v_add_f32_e64 v0, v0, v1
	; %c = tt.scan
	v_cndmask_b32_e64 v0, v1, v0, s[28:29]
	; tt.store
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_store_dword v[12:13], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size block_cumsum_kernel, .Lfunc_end0-block_cumsum_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel block_cumsum_kernel
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: block_cumsum_kernel
    .symbol: block_cumsum_kernel.kd
    .kernarg_segment_size: 20
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 34
    .vgpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str out_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 16
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
