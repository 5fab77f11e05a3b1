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
	v_mov_b32 v28, s12
	v_mov_b32 v29, s13
	v_mov_b32 v30, s14
	v_mov_b32 v31, s15
	v_mov_b32 v6, s16
	v_and_b32_e32 v8, 0xff, v0
	v_and_b32_e64 v10, v0, 63
	v_and_b32_e64 v12, v0, 63
	v_or_b32_e64 v14, v12, 63
	v_mov_b32 v15, 0
	v_lshrrev_b32_e64 v16, 6, v0
	v_and_b32_e64 v18, v16, 3
	v_mov_b32 v20, 0
	v_mul_lo_u32 v22, v20, 4
	v_mul_lo_u32 v24, v22, 4
	v_add_u32_e64 v25, v24, v15
	v_add_u32_e64 v27, v25, 0
	v_mul_lo_u32 v1, v18, 4
	v_add_u32_e64 v1, v1, v27
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v0, s4
	; %offs_0 = arith.muli
	v_mov_b32 v2, 0x100
	v_mul_lo_u32 v0, v0, v2
	; %offs_3 = arith.addi
	v_add_u32_e64 v0, v0, v8
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[18:19], v0, v6
	; %x_6 = tt.addptr
	v_mul_lo_u32 v36, v0, 4
	v_mul_hi_i32 v37, v0, 4
	v_add_co_u32_e64 v38, vcc, v28, v36
	v_addc_co_u32_e64 v39, vcc, v29, v37, vcc
	; %x_7 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_load_dword v2, v[38:39], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; %c = tt.scan
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_sub_u32_e64 v3, v4, 1
	v_cmp_le_u32_e64 vcc, 1, v4
	v_cndmask_b32_e32 v4, v4, v3, vcc
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v5, v4, v2
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v3, v5, v2
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[20:21], v10, 1
	v_cndmask_b32_e64 v3, v2, v3, s[20:21]
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	v_sub_u32_e64 v4, v5, 2
	v_cmp_le_u32_e64 vcc, 2, v5
	v_cndmask_b32_e32 v5, v5, v4, vcc
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v6, v5, v3
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v4, v6, v3
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[22:23], v10, 2
	v_cndmask_b32_e64 v6, v3, v4, s[22:23]
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v9
	v_sub_u32_e64 v11, v9, 4
	v_cmp_le_u32_e64 vcc, 4, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v8, v9, v6
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v12, v8, v6
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[26:27], v10, 4
	v_cndmask_b32_e64 v15, v6, v12, s[26:27]
	v_mbcnt_lo_u32_b32 v17, -1, 0
	v_mbcnt_hi_u32_b32 v17, -1, v17
	v_sub_u32_e64 v19, v17, 8
	v_cmp_le_u32_e64 vcc, 8, v17
	v_cndmask_b32_e32 v17, v17, v19, vcc
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v16, v17, v15
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v20, v16, v15
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[32:33], v10, 8
	v_cndmask_b32_e64 v24, v15, v20, s[32:33]
	v_mbcnt_lo_u32_b32 v26, -1, 0
	v_mbcnt_hi_u32_b32 v26, -1, v26
	v_sub_u32_e64 v3, v26, 16
	v_cmp_le_u32_e64 vcc, 16, v26
	v_cndmask_b32_e32 v26, v26, v3, vcc
	v_lshlrev_b32 v26, 2, v26
	ds_bpermute_b32 v25, v26, v24
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v3, v25, v24
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[36:37], v10, 16
	v_cndmask_b32_e64 v3, v24, v3, s[36:37]
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	v_sub_u32_e64 v4, v5, 32
	v_cmp_le_u32_e64 vcc, 32, v5
	v_cndmask_b32_e32 v5, v5, v4, vcc
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v6, v5, v3
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v4, v6, v3
	; %c = tt.scan
	v_cmp_ge_u32_e64 s[20:21], v10, 32
	v_cndmask_b32_e64 v3, v3, v4, s[20:21]
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_sub_u32_e64 v5, v6, 1
	v_cmp_le_u32_e64 vcc, 1, v6
	v_cndmask_b32_e32 v6, v6, v5, vcc
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v4, v6, v3
	v_cmp_ne_i32_e64 s[20:21], v10, 0
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v4, v4, v2
	; %c = tt.scan
	v_cndmask_b32_e64 v2, v2, v4, s[20:21]
	v_mov_b32 v5, v14
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v6, v5, v3
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v1, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_u32_e64 s[20:21], v18, 0
	ds_read_b32 v3, v27
	v_cmp_gt_u32_e64 s[24:25], v18, 1
	ds_read_b32 v7, v27 offset:4
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v9, v3, v7
	; %c = tt.scan
	v_cndmask_b32_e64 v11, v7, v9, s[20:21]
	v_cndmask_b32_e64 v13, v3, v11, s[24:25]
	s_or_b64 s[28:29], s[20:21], s[24:25]
	v_cmp_gt_u32_e64 s[30:31], v18, 2
	ds_read_b32 v17, v27 offset:8
	s_waitcnt lgkmcnt(0)
	; %c_10 = arith.addf
	v_add_f32_e64 v19, v13, v17
	; %c = tt.scan
	v_cndmask_b32_e64 v21, v17, v19, s[28:29]
	v_cndmask_b32_e64 v23, v13, v21, s[30:31]
	s_or_b64 s[34:35], s[28:29], s[30:31]
	; %c_10 = arith.addf
	v_add_f32_e64 v26, v23, v2
	; %c = tt.scan
	v_cndmask_b32_e64 v1, v2, v26, s[34:35]
	; %1 = tt.addptr
	v_mul_lo_u32 v32, v0, 4
	v_mul_hi_i32 v33, v0, 4
	v_add_co_u32_e64 v34, vcc, v30, v32
	v_addc_co_u32_e64 v35, vcc, v31, v33, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[18:19]
	global_store_dword v[34:35], v1, off
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 40
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
    .sgpr_count: 40
    .vgpr_count: 40
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
