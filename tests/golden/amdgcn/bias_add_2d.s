	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl bias_add_2d_kernel
	.p2align 8
	.type bias_add_2d_kernel,@function
bias_add_2d_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx2 s[20:21], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v30, s12
	v_mov_b32 v31, s13
	v_mov_b32 v32, s14
	v_mov_b32 v33, s15
	v_mov_b32 v34, s16
	v_mov_b32 v35, s17
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_mov_b32 v3, s20
	v_mov_b32 v12, s21
	v_lshrrev_b32_e64 v13, 6, v0
	v_and_b32_e64 v13, v13, 3
	v_lshrrev_b32_e64 v14, 4, v0
	v_and_b32_e64 v14, v14, 15
	v_and_b32_e64 v15, v0, 63
	v_lshlrev_b32_e64 v16, 2, v0
	v_and_b32_e64 v16, v16, 60
	v_mov_b32 v17, 0
	v_lshrrev_b32_e64 v18, 4, v0
	v_and_b32_e64 v18, v18, 15
	v_mov_b32 v19, 0x100
	v_mul_lo_u32 v20, v18, v19
	v_add_u32_e64 v20, v20, v17
	v_lshlrev_b32_e64 v18, 2, v0
	v_and_b32_e64 v18, v18, 60
	v_mul_lo_u32 v19, v18, 4
	v_add_u32_e64 v19, v19, v20
	v_lshrrev_b32_e64 v18, 6, v0
	v_and_b32_e64 v18, v18, 3
	v_mov_b32 v20, 0x100
	v_mul_lo_u32 v21, v18, v20
	v_add_u32_e64 v21, v21, v17
	v_and_b32_e64 v0, v0, 63
	v_mul_lo_u32 v17, v0, 4
	v_add_u32_e64 v17, v17, v21
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v0, s4
	; %rm_0 = arith.muli
	v_lshlrev_b32_e64 v0, 5, v0
	; %rm_3 = arith.addi
	v_add_u32_e64 v18, v0, v14
	; %x_16 = arith.muli
	v_mul_lo_u32 v20, v18, v3
	; %x_18 = tt.addptr
	v_mad_i64_i32 v[36:37], vcc, v20, 4, v[30:31]
	; %pid_n = tt.get_program_id
	v_mov_b32 v20, s5
	; %rn_4 = arith.muli
	v_lshlrev_b32_e64 v20, 6, v20
	; %rn_7 = arith.addi
	v_add_u32_e64 v21, v20, v16
	; %x_21 = tt.addptr
	v_mad_i64_i32 v[36:37], vcc, v21, 4, v[36:37]
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v18, v1
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v21, v2
	; %mask_15 = arith.andi
	s_and_b64 s[26:27], s[22:23], s[24:25]
	; %x_22 = tt.load
	v_mov_b32 v18, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v18, v[36:37], off
	s_or_b64 exec, exec, s[8:9]
	; %rn_5 = tt.make_range
	v_or_b32_e64 v22, v16, 1
	; %rn_7 = arith.addi
	v_add_u32_e64 v22, v20, v22
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v22, v2
	; %mask_15 = arith.andi
	s_and_b64 s[28:29], s[22:23], s[26:27]
	; %x_22 = tt.load
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v23, v[36:37], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %rn_5 = tt.make_range
	v_or_b32_e64 v24, v16, 2
	; %rn_7 = arith.addi
	v_add_u32_e64 v24, v20, v24
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v24, v2
	; %mask_15 = arith.andi
	s_and_b64 s[30:31], s[22:23], s[28:29]
	; %x_22 = tt.load
	v_mov_b32 v25, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v25, v[36:37], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %rn_5 = tt.make_range
	v_or_b32_e64 v16, v16, 3
	; %rn_7 = arith.addi
	v_add_u32_e64 v16, v20, v16
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v16, v2
	; %mask_15 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[30:31]
	; %x_22 = tt.load
	v_mov_b32 v26, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v26, v[36:37], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %rm_1 = tt.make_range
	v_or_b32_e64 v14, v14, 16
	; %rm_3 = arith.addi
	v_add_u32_e64 v14, v0, v14
	; %x_16 = arith.muli
	v_mul_lo_u32 v3, v14, v3
	; %x_18 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[30:31]
	; %x_21 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v21, 4, v[30:31]
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v14, v1
	; %mask_15 = arith.andi
	s_and_b64 s[24:25], s[22:23], s[24:25]
	; %x_22 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v3, v[30:31], off
	s_or_b64 exec, exec, s[8:9]
	; %mask_15 = arith.andi
	s_and_b64 s[24:25], s[22:23], s[26:27]
	; %x_22 = tt.load
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v14, v[30:31], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %mask_15 = arith.andi
	s_and_b64 s[24:25], s[22:23], s[28:29]
	; %x_22 = tt.load
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v27, v[30:31], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %mask_15 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[30:31]
	; %x_22 = tt.load
	v_mov_b32 v28, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v28, v[30:31], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %b_25 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v21, 4, v[32:33]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v21, v2
	; %b_26 = tt.load
	v_mov_b32 v21, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v21, v[30:31], off
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v22, v2
	; %b_26 = tt.load
	v_mov_b32 v22, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v22, v[30:31], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v24, v2
	; %b_26 = tt.load
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v24, v[30:31], off offset:8
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v16, v2
	; %b_26 = tt.load
	v_mov_b32 v16, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v16, v[30:31], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v18, v21
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v23, v22
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v25, v24
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v26, v16
	; v59 = ttg.convert_layout
	ds_write_b128 v19, v[4:7]
	; %8 = arith.addf
	v_add_f32_e64 v8, v3, v21
	v_add_f32_e64 v9, v14, v22
	v_add_f32_e64 v10, v27, v24
	v_add_f32_e64 v11, v28, v16
	; v59 = ttg.convert_layout
	ds_write_b128 v19, v[8:11] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v17
	ds_read_b32 v14, v17 offset:1024
	ds_read_b32 v16, v17 offset:2048
	ds_read_b32 v18, v17 offset:3072
	ds_read_b32 v19, v17 offset:4096
	ds_read_b32 v21, v17 offset:5120
	ds_read_b32 v22, v17 offset:6144
	ds_read_b32 v17, v17 offset:7168
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v23, v0, v13
	; %1 = arith.muli
	v_mul_lo_u32 v24, v23, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v24, 4, v[34:35]
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v15, v20, v15
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v23, v1
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v15, v2
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v3, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 4
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(6)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v14, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 8
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(5)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v16, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 12
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(4)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v18, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 16
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v19, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 20
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(2)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v21, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 24
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v2, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v3, v2, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v3, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v2, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(1)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v22, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v2, v13, 28
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v0, v0, v2
	; %1 = arith.muli
	v_mul_lo_u32 v2, v0, v12
	; %3 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v2, 4, v[34:35]
	; %5 = tt.addptr
	v_mad_i64_i32 v[30:31], vcc, v15, 4, v[30:31]
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v0, v1
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_waitcnt lgkmcnt(0)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[30:31], v17, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size bias_add_2d_kernel, .Lfunc_end0-bias_add_2d_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel bias_add_2d_kernel
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: bias_add_2d_kernel
    .symbol: bias_add_2d_kernel.kd
    .kernarg_segment_size: 40
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 34
    .vgpr_count: 38
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str b_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str y_ptr
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
      - .name: !str stride_xm
        .offset: 32
        .size: 4
        .value_kind: by_value
      - .name: !str stride_ym
        .offset: 36
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
