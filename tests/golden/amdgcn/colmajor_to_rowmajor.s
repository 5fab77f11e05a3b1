	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl colmajor_to_rowmajor_kernel
	.p2align 8
	.type colmajor_to_rowmajor_kernel,@function
colmajor_to_rowmajor_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v20, s12
	v_mov_b32 v21, s13
	v_mov_b32 v22, s14
	v_mov_b32 v23, s15
	v_mov_b32 v1, s16
	v_mov_b32 v2, s17
	v_mov_b32 v3, s18
	v_mov_b32 v8, s19
	v_lshrrev_b32_e64 v9, 3, v0
	v_and_b32_e64 v9, v9, 31
	v_lshrrev_b32_e64 v10, 5, v0
	v_and_b32_e64 v10, v10, 7
	v_and_b32_e64 v11, v0, 31
	v_lshlrev_b32_e64 v12, 2, v0
	v_and_b32_e64 v12, v12, 28
	v_mov_b32 v13, 0
	v_lshrrev_b32_e64 v14, 3, v0
	v_and_b32_e64 v14, v14, 31
	v_lshlrev_b32_e64 v15, 2, v0
	v_and_b32_e64 v15, v15, 28
	v_mov_b32 v16, 0x80
	v_mul_lo_u32 v17, v14, v16
	v_add_u32_e64 v17, v17, v13
	v_lshrrev_b32_e64 v14, 0, v14
	v_and_b32_e64 v14, v14, 7
	v_lshlrev_b32_e64 v14, 2, v14
	v_xor_b32_e64 v14, v15, v14
	v_lshlrev_b32_e64 v14, 2, v14
	v_add_u32_e64 v14, v17, v14
	v_and_b32_e64 v15, v0, 31
	v_lshrrev_b32_e64 v0, 5, v0
	v_and_b32_e64 v0, v0, 7
	v_mov_b32 v16, 0x80
	v_mul_lo_u32 v17, v15, v16
	v_add_u32_e64 v17, v17, v13
	v_lshrrev_b32_e64 v13, 0, v15
	v_and_b32_e64 v13, v13, 7
	v_lshlrev_b32_e64 v13, 2, v13
	v_xor_b32_e64 v0, v0, v13
	v_lshlrev_b32_e64 v0, 2, v0
	v_add_u32_e64 v13, v17, v0
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v15, s4
	; %rm = arith.muli
	v_lshlrev_b32_e64 v15, 5, v15
	; %rm_2 = arith.addi
	v_add_u32_e64 v16, v15, v12
	; %tile_13 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v16, 4, v[20:21]
	; %pid_n = tt.get_program_id
	v_mov_b32 v18, s5
	; %rn = arith.muli
	v_lshlrev_b32_e64 v18, 5, v18
	; %rn_4 = arith.addi
	v_add_u32_e64 v9, v18, v9
	; %tile_15 = arith.muli
	v_mul_lo_u32 v3, v9, v3
	; %tile_18 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v3, 4, v[20:21]
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v16, v1
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v9, v2
	; %mask_12 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	; %tile_19 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v4, v[20:21], off
	s_or_b64 exec, exec, s[8:9]
	; %rm_0 = tt.make_range
	v_or_b32_e64 v3, v12, 1
	; %rm_2 = arith.addi
	v_add_u32_e64 v3, v15, v3
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v3, v1
	; %mask_12 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	; %tile_19 = tt.load
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v5, v[20:21], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %rm_0 = tt.make_range
	v_or_b32_e64 v3, v12, 2
	; %rm_2 = arith.addi
	v_add_u32_e64 v3, v15, v3
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v3, v1
	; %mask_12 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	; %tile_19 = tt.load
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v6, v[20:21], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %rm_0 = tt.make_range
	v_or_b32_e64 v3, v12, 3
	; %rm_2 = arith.addi
	v_add_u32_e64 v3, v15, v3
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v3, v1
	; %mask_12 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	; %tile_19 = tt.load
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v7, v[20:21], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	; v49 = ttg.convert_layout
	ds_write_b128 v14, v[4:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v13
	v_xor_b32_e64 v9, v0, 32
	v_add_u32_e64 v9, v17, v9
	ds_read_b32 v9, v9
	v_xor_b32_e64 v12, v0, 64
	v_add_u32_e64 v12, v17, v12
	ds_read_b32 v12, v12
	v_xor_b32_e32 v0, 0x60, v0
	v_add_u32_e64 v0, v17, v0
	ds_read_b32 v0, v0
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v13, v15, v10
	; %1 = arith.muli
	v_mul_lo_u32 v14, v13, v8
	; %3 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v14, 4, v[22:23]
	; %rn_4_1 = arith.addi
	v_add_u32_e64 v11, v18, v11
	; %6 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v11, 4, v[20:21]
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v13, v1
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v11, v2
	; %mask_12_1 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[20:21], v3, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_0_2 = tt.make_range
	v_or_b32_e64 v2, v10, 8
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v2, v15, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v8
	; %3 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v3, 4, v[22:23]
	; %6 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v11, 4, v[20:21]
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v2, v1
	; %mask_12_1 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_waitcnt lgkmcnt(2)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[20:21], v9, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_0_2 = tt.make_range
	v_or_b32_e64 v2, v10, 16
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v2, v15, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v8
	; %3 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v3, 4, v[22:23]
	; %6 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v11, 4, v[20:21]
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v2, v1
	; %mask_12_1 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_waitcnt lgkmcnt(1)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[20:21], v12, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_0_2 = tt.make_range
	v_or_b32_e64 v2, v10, 24
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v2, v15, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v8
	; %3 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v3, 4, v[22:23]
	; %6 = tt.addptr
	v_mad_i64_i32 v[20:21], vcc, v11, 4, v[20:21]
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v2, v1
	; %mask_12_1 = arith.andi
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_waitcnt lgkmcnt(0)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[20:21], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size colmajor_to_rowmajor_kernel, .Lfunc_end0-colmajor_to_rowmajor_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel colmajor_to_rowmajor_kernel
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: colmajor_to_rowmajor_kernel
    .symbol: colmajor_to_rowmajor_kernel.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 26
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
      - .name: !str M
        .offset: 16
        .size: 4
        .value_kind: by_value
      - .name: !str N
        .offset: 20
        .size: 4
        .value_kind: by_value
      - .name: !str ld_x
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str ld_y
        .offset: 28
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
