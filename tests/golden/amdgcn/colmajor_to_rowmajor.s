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
	v_mov_b32 v32, s12
	v_mov_b32 v33, s13
	v_mov_b32 v34, s14
	v_mov_b32 v35, s15
	v_mov_b32 v6, s16
	v_mov_b32 v8, s17
	v_mov_b32 v10, s18
	v_mov_b32 v12, s19
	v_lshrrev_b32_e64 v14, 3, v0
	v_and_b32_e64 v16, v14, 31
	v_lshrrev_b32_e64 v18, 5, v0
	v_and_b32_e64 v20, v18, 7
	v_and_b32_e64 v22, v0, 31
	v_lshlrev_b32_e64 v24, 2, v0
	v_and_b32_e64 v26, v24, 28
	v_mov_b32 v28, 0
	v_lshlrev_b32_e64 v29, 2, v0
	v_and_b32_e64 v3, v29, 28
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v2, v1, 31
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v1, v3, v4
	v_add_u32_e64 v1, v1, v28
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 31
	v_lshlrev_b32_e64 v3, 0, v3
	v_xor_b32_e64 v2, v2, v3
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v3, v1, v2
	v_lshrrev_b32_e64 v4, 5, v0
	v_and_b32_e64 v5, v4, 7
	v_and_b32_e64 v4, v0, 31
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v0, v5, v7
	v_add_u32_e64 v0, v0, v28
	v_lshrrev_b32_e64 v5, 0, v5
	v_and_b32_e64 v5, v5, 31
	v_lshlrev_b32_e64 v5, 0, v5
	v_xor_b32_e64 v7, v4, v5
	v_lshlrev_b32_e64 v9, 2, v7
	v_add_u32_e64 v11, v0, v9
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v14, s4
	; %pid_n = tt.get_program_id
	v_mov_b32 v17, s5
	; %rm = arith.muli
	v_mul_lo_u32 v18, v14, 32
	; %rm_0_2 = tt.make_range
	v_or_b32_e64 v21, v20, 8
	v_or_b32_e64 v23, v20, 16
	v_or_b32_e64 v24, v20, 24
	; %rm_0 = tt.make_range
	v_or_b32_e64 v27, v26, 1
	v_or_b32_e64 v28, v26, 2
	v_or_b32_e64 v29, v26, 3
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v14, v18, v20
	v_add_u32_e64 v13, v18, v21
	v_add_u32_e64 v7, v18, v23
	v_add_u32_e64 v5, v18, v24
	; %rm_2 = arith.addi
	v_add_u32_e64 v15, v18, v26
	v_add_u32_e64 v20, v18, v27
	v_add_u32_e64 v19, v18, v28
	v_add_u32_e64 v18, v18, v29
	; %rn = arith.muli
	v_mul_lo_u32 v17, v17, 32
	; %rn_4_1 = arith.addi
	v_add_u32_e64 v4, v17, v22
	; %rn_4 = arith.addi
	v_add_u32_e64 v16, v17, v16
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v14, v6
	v_cmp_lt_i32_e64 s[32:33], v13, v6
	v_cmp_lt_i32_e64 s[28:29], v7, v6
	v_cmp_lt_i32_e64 s[24:25], v5, v6
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v15, v6
	v_cmp_lt_i32_e64 s[22:23], v20, v6
	v_cmp_lt_i32_e64 s[26:27], v19, v6
	v_cmp_lt_i32_e64 s[30:31], v18, v6
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[36:37], v4, v8
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v16, v8
	; %mask_12_1 = arith.andi
	s_and_b64 s[40:41], s[34:35], s[36:37]
	s_and_b64 s[42:43], s[32:33], s[36:37]
	s_and_b64 s[44:45], s[28:29], s[36:37]
	s_and_b64 s[46:47], s[24:25], s[36:37]
	; %mask_12 = arith.andi
	s_and_b64 s[48:49], s[20:21], s[38:39]
	s_and_b64 s[50:51], s[22:23], s[38:39]
	s_and_b64 s[52:53], s[26:27], s[38:39]
	s_and_b64 s[54:55], s[30:31], s[38:39]
	; %tile_13 = tt.addptr
	v_mul_lo_u32 v52, v15, 4
	v_mul_hi_i32 v53, v15, 4
	v_add_co_u32_e64 v54, vcc, v32, v52
	v_addc_co_u32_e64 v55, vcc, v33, v53, vcc
	; %tile_15 = arith.muli
	v_mul_lo_u32 v6, v16, v10
	; %tile_18 = tt.addptr
	v_mul_lo_u32 v56, v6, 4
	v_mul_hi_i32 v57, v6, 4
	v_add_co_u32_e64 v58, vcc, v54, v56
	v_addc_co_u32_e64 v59, vcc, v55, v57, vcc
	; %tile_19 = tt.load
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_load_dword v15, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_load_dword v10, v[58:59], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_load_dword v8, v[58:59], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v6, v[58:59], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v14, v14, v12
	v_mul_lo_u32 v13, v13, v12
	v_mul_lo_u32 v7, v7, v12
	v_mul_lo_u32 v5, v5, v12
	; %3 = tt.addptr
	v_mul_lo_u32 v60, v14, 4
	v_mul_hi_i32 v61, v14, 4
	v_add_co_u32_e64 v62, vcc, v34, v60
	v_addc_co_u32_e64 v63, vcc, v35, v61, vcc
	v_mul_lo_u32 v64, v13, 4
	v_mul_hi_i32 v65, v13, 4
	v_add_co_u32_e64 v66, vcc, v34, v64
	v_addc_co_u32_e64 v67, vcc, v35, v65, vcc
	v_mul_lo_u32 v68, v7, 4
	v_mul_hi_i32 v69, v7, 4
	v_add_co_u32_e64 v30, vcc, v34, v68
	v_addc_co_u32_e64 v31, vcc, v35, v69, vcc
	v_mul_lo_u32 v32, v5, 4
	v_mul_hi_i32 v33, v5, 4
	v_add_co_u32_e64 v34, vcc, v34, v32
	v_addc_co_u32_e64 v35, vcc, v35, v33, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v36, v4, 4
	v_mul_hi_i32 v37, v4, 4
	v_add_co_u32_e64 v38, vcc, v62, v36
	v_addc_co_u32_e64 v39, vcc, v63, v37, vcc
	v_mul_lo_u32 v40, v4, 4
	v_mul_hi_i32 v41, v4, 4
	v_add_co_u32_e64 v42, vcc, v66, v40
	v_addc_co_u32_e64 v43, vcc, v67, v41, vcc
	v_mul_lo_u32 v44, v4, 4
	v_mul_hi_i32 v45, v4, 4
	v_add_co_u32_e64 v46, vcc, v30, v44
	v_addc_co_u32_e64 v47, vcc, v31, v45, vcc
	v_mul_lo_u32 v48, v4, 4
	v_mul_hi_i32 v49, v4, 4
	v_add_co_u32_e64 v50, vcc, v34, v48
	v_addc_co_u32_e64 v51, vcc, v35, v49, vcc
	s_waitcnt vmcnt(3)
	; v49 = ttg.convert_layout
	ds_write_b32 v3, v15
	v_xor_b32_e64 v23, v2, 4
	v_add_u32_e64 v25, v1, v23
	s_waitcnt vmcnt(2)
	ds_write_b32 v25, v10 offset:128
	v_xor_b32_e64 v28, v2, 8
	v_add_u32_e64 v29, v1, v28
	s_waitcnt vmcnt(1)
	ds_write_b32 v29, v8 offset:256
	v_xor_b32_e64 v2, v2, 12
	v_add_u32_e64 v1, v1, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v6 offset:384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v11
	v_xor_b32_e64 v2, v9, 32
	v_add_u32_e64 v2, v0, v2
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e64 v3, v9, 64
	v_add_u32_e64 v3, v0, v3
	ds_read_b32 v3, v3 offset:2048
	v_xor_b32_e32 v4, 0x60, v9
	v_add_u32_e64 v0, v0, v4
	ds_read_b32 v0, v0 offset:3072
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[38:39], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[42:43], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[46:47], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[50:51], v0, off
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 72
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
    .sgpr_count: 58
    .vgpr_count: 70
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
