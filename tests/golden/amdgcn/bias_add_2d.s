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
	v_mov_b32 v34, s12
	v_mov_b32 v35, s13
	v_mov_b32 v36, s14
	v_mov_b32 v37, s15
	v_mov_b32 v38, s16
	v_mov_b32 v39, s17
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
	; %pid_n = tt.get_program_id
	v_mov_b32 v18, s5
	; %rm_0 = arith.muli
	v_mul_lo_u32 v0, v0, 32
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v20, v13, 4
	v_or_b32_e64 v21, v13, 8
	v_or_b32_e64 v22, v13, 12
	v_or_b32_e64 v23, v13, 16
	v_or_b32_e64 v24, v13, 20
	v_or_b32_e64 v25, v13, 24
	v_or_b32_e64 v26, v13, 28
	; %rm_1 = tt.make_range
	v_or_b32_e64 v27, v14, 16
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v13, v0, v13
	v_add_u32_e64 v20, v0, v20
	v_add_u32_e64 v21, v0, v21
	v_add_u32_e64 v22, v0, v22
	v_add_u32_e64 v23, v0, v23
	v_add_u32_e64 v24, v0, v24
	v_add_u32_e64 v25, v0, v25
	v_add_u32_e64 v26, v0, v26
	; %rm_3 = arith.addi
	v_add_u32_e64 v14, v0, v14
	v_add_u32_e64 v0, v0, v27
	; %rn_4 = arith.muli
	v_mul_lo_u32 v18, v18, 64
	; %rn_5 = tt.make_range
	v_or_b32_e64 v27, v16, 1
	v_or_b32_e64 v28, v16, 2
	v_or_b32_e64 v29, v16, 3
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v15, v18, v15
	; %rn_7 = arith.addi
	v_add_u32_e64 v16, v18, v16
	v_add_u32_e64 v27, v18, v27
	v_add_u32_e64 v28, v18, v28
	v_add_u32_e64 v18, v18, v29
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v13, v1
	v_cmp_lt_i32_e64 s[24:25], v20, v1
	v_cmp_lt_i32_e64 s[26:27], v21, v1
	v_cmp_lt_i32_e64 s[28:29], v22, v1
	v_cmp_lt_i32_e64 s[30:31], v23, v1
	v_cmp_lt_i32_e64 s[32:33], v24, v1
	v_cmp_lt_i32_e64 s[34:35], v25, v1
	v_cmp_lt_i32_e64 s[36:37], v26, v1
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v14, v1
	v_cmp_lt_i32_e64 s[40:41], v0, v1
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[42:43], v15, v2
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[44:45], v16, v2
	v_cmp_lt_i32_e64 s[46:47], v27, v2
	v_cmp_lt_i32_e64 s[48:49], v28, v2
	v_cmp_lt_i32_e64 s[50:51], v18, v2
	; %mask_15_1 = arith.andi
	s_and_b64 s[22:23], s[22:23], s[42:43]
	s_and_b64 s[24:25], s[24:25], s[42:43]
	s_and_b64 s[26:27], s[26:27], s[42:43]
	s_and_b64 s[28:29], s[28:29], s[42:43]
	s_and_b64 s[30:31], s[30:31], s[42:43]
	s_and_b64 s[32:33], s[32:33], s[42:43]
	s_and_b64 s[34:35], s[34:35], s[42:43]
	s_and_b64 s[36:37], s[36:37], s[42:43]
	; %mask_15 = arith.andi
	s_and_b64 s[42:43], s[38:39], s[44:45]
	s_and_b64 s[52:53], s[38:39], s[46:47]
	s_and_b64 s[54:55], s[38:39], s[48:49]
	s_and_b64 s[38:39], s[38:39], s[50:51]
	s_and_b64 s[44:45], s[40:41], s[44:45]
	s_and_b64 s[46:47], s[40:41], s[46:47]
	s_and_b64 s[48:49], s[40:41], s[48:49]
	s_and_b64 s[40:41], s[40:41], s[50:51]
	; %x_16 = arith.muli
	v_mul_lo_u32 v1, v14, v3
	v_mul_lo_u32 v0, v0, v3
	; %x_18 = tt.addptr
	v_mul_lo_u32 v40, v1, 4
	v_mul_hi_i32 v41, v1, 4
	v_add_co_u32_e64 v40, vcc, v34, v40
	v_addc_co_u32_e64 v41, vcc, v35, v41, vcc
	v_mul_lo_u32 v42, v0, 4
	v_mul_hi_i32 v43, v0, 4
	v_add_co_u32_e64 v34, vcc, v34, v42
	v_addc_co_u32_e64 v35, vcc, v35, v43, vcc
	; %x_21 = tt.addptr
	v_mul_lo_u32 v42, v16, 4
	v_mul_hi_i32 v43, v16, 4
	v_add_co_u32_e64 v40, vcc, v40, v42
	v_addc_co_u32_e64 v41, vcc, v41, v43, vcc
	v_mul_lo_u32 v42, v16, 4
	v_mul_hi_i32 v43, v16, 4
	v_add_co_u32_e64 v34, vcc, v34, v42
	v_addc_co_u32_e64 v35, vcc, v35, v43, vcc
	; %x_22 = tt.load
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v0, v[40:41], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_load_dword v1, v[40:41], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v3, v[40:41], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_dword v14, v[40:41], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v29, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v29, v[34:35], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v30, 0
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_load_dword v30, v[34:35], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v31, 0
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_load_dword v31, v[34:35], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v32, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v32, v[34:35], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v16, v2
	v_cmp_lt_i32_e64 s[40:41], v27, v2
	v_cmp_lt_i32_e64 s[42:43], v28, v2
	v_cmp_lt_i32_e64 s[44:45], v18, v2
	; %b_25 = tt.addptr
	v_mul_lo_u32 v34, v16, 4
	v_mul_hi_i32 v35, v16, 4
	v_add_co_u32_e64 v34, vcc, v36, v34
	v_addc_co_u32_e64 v35, vcc, v37, v35, vcc
	; %b_26 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_dword v2, v[34:35], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v16, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v16, v[34:35], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v18, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v18, v[34:35], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v27, v[34:35], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v13, v13, v12
	v_mul_lo_u32 v20, v20, v12
	v_mul_lo_u32 v21, v21, v12
	v_mul_lo_u32 v22, v22, v12
	v_mul_lo_u32 v23, v23, v12
	v_mul_lo_u32 v24, v24, v12
	v_mul_lo_u32 v25, v25, v12
	v_mul_lo_u32 v12, v26, v12
	; %3 = tt.addptr
	v_mul_lo_u32 v34, v13, 4
	v_mul_hi_i32 v35, v13, 4
	v_add_co_u32_e64 v34, vcc, v38, v34
	v_addc_co_u32_e64 v35, vcc, v39, v35, vcc
	v_mul_lo_u32 v36, v20, 4
	v_mul_hi_i32 v37, v20, 4
	v_add_co_u32_e64 v36, vcc, v38, v36
	v_addc_co_u32_e64 v37, vcc, v39, v37, vcc
	v_mul_lo_u32 v40, v21, 4
	v_mul_hi_i32 v41, v21, 4
	v_add_co_u32_e64 v40, vcc, v38, v40
	v_addc_co_u32_e64 v41, vcc, v39, v41, vcc
	v_mul_lo_u32 v42, v22, 4
	v_mul_hi_i32 v43, v22, 4
	v_add_co_u32_e64 v42, vcc, v38, v42
	v_addc_co_u32_e64 v43, vcc, v39, v43, vcc
	v_mul_lo_u32 v44, v23, 4
	v_mul_hi_i32 v45, v23, 4
	v_add_co_u32_e64 v44, vcc, v38, v44
	v_addc_co_u32_e64 v45, vcc, v39, v45, vcc
	v_mul_lo_u32 v46, v24, 4
	v_mul_hi_i32 v47, v24, 4
	v_add_co_u32_e64 v46, vcc, v38, v46
	v_addc_co_u32_e64 v47, vcc, v39, v47, vcc
	v_mul_lo_u32 v48, v25, 4
	v_mul_hi_i32 v49, v25, 4
	v_add_co_u32_e64 v48, vcc, v38, v48
	v_addc_co_u32_e64 v49, vcc, v39, v49, vcc
	v_mul_lo_u32 v50, v12, 4
	v_mul_hi_i32 v51, v12, 4
	v_add_co_u32_e64 v38, vcc, v38, v50
	v_addc_co_u32_e64 v39, vcc, v39, v51, vcc
	; %5 = tt.addptr
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v34, vcc, v34, v50
	v_addc_co_u32_e64 v35, vcc, v35, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v36, vcc, v36, v50
	v_addc_co_u32_e64 v37, vcc, v37, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v40, vcc, v40, v50
	v_addc_co_u32_e64 v41, vcc, v41, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v42, vcc, v42, v50
	v_addc_co_u32_e64 v43, vcc, v43, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v44, vcc, v44, v50
	v_addc_co_u32_e64 v45, vcc, v45, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v46, vcc, v46, v50
	v_addc_co_u32_e64 v47, vcc, v47, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v48, vcc, v48, v50
	v_addc_co_u32_e64 v49, vcc, v49, v51, vcc
	v_mul_lo_u32 v50, v15, 4
	v_mul_hi_i32 v51, v15, 4
	v_add_co_u32_e64 v38, vcc, v38, v50
	v_addc_co_u32_e64 v39, vcc, v39, v51, vcc
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v0, v2
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v1, v16
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v3, v18
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v14, v27
	v_add_f32_e64 v8, v29, v2
	v_add_f32_e64 v9, v30, v16
	v_add_f32_e64 v10, v31, v18
	v_add_f32_e64 v11, v32, v27
	; v59 = ttg.convert_layout
	ds_write_b128 v19, v[4:7]
	ds_write_b128 v19, v[8:11] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v17
	ds_read_b32 v1, v17 offset:1024
	ds_read_b32 v2, v17 offset:2048
	ds_read_b32 v3, v17 offset:3072
	ds_read_b32 v12, v17 offset:4096
	ds_read_b32 v13, v17 offset:5120
	ds_read_b32 v14, v17 offset:6144
	ds_read_b32 v15, v17 offset:7168
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[34:35], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[36:37], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[40:41], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[42:43], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[44:45], v12, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[46:47], v13, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[48:49], v14, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[38:39], v15, off
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 52
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
    .sgpr_count: 58
    .vgpr_count: 52
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
