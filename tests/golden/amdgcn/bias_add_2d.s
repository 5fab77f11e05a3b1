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
	v_mov_b32 v42, s12
	v_mov_b32 v43, s13
	v_mov_b32 v44, s14
	v_mov_b32 v45, s15
	v_mov_b32 v46, s16
	v_mov_b32 v47, s17
	v_mov_b32 v24, s18
	v_mov_b32 v18, s19
	v_mov_b32 v20, s20
	v_mov_b32 v22, s21
	v_lshrrev_b32_e64 v25, 6, v0
	v_and_b32_e64 v26, v25, 3
	v_lshrrev_b32_e64 v28, 4, v0
	v_and_b32_e64 v30, v28, 15
	v_and_b32_e64 v32, v0, 63
	v_lshlrev_b32_e64 v34, 2, v0
	v_and_b32_e64 v36, v34, 60
	v_mov_b32 v38, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v3, v1, 15
	v_lshlrev_b32_e64 v1, 2, v0
	v_and_b32_e64 v2, v1, 60
	v_mov_b32 v12, 0x100
	v_mul_lo_u32 v1, v3, v12
	v_add_u32_e64 v1, v1, v38
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v2, v2, v3
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v1, v1, v2
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v3, v2, 3
	v_and_b32_e64 v2, v0, 63
	v_mov_b32 v12, 0x100
	v_mul_lo_u32 v0, v3, v12
	v_add_u32_e64 v0, v0, v38
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v13, v3, 7
	v_lshlrev_b32_e64 v15, 2, v13
	v_xor_b32_e64 v17, v2, v15
	v_lshlrev_b32_e64 v19, 2, v17
	v_add_u32_e64 v21, v0, v19
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v25, s4
	; %pid_n = tt.get_program_id
	v_mov_b32 v27, s5
	; %rm_0 = arith.muli
	v_mul_lo_u32 v28, v25, 32
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v31, v26, 4
	v_or_b32_e64 v33, v26, 8
	v_or_b32_e64 v34, v26, 12
	v_or_b32_e64 v37, v26, 16
	v_or_b32_e64 v38, v26, 20
	v_or_b32_e64 v12, v26, 24
	v_or_b32_e64 v2, v26, 28
	; %rm_1 = tt.make_range
	v_or_b32_e64 v3, v30, 16
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v23, v28, v26
	v_add_u32_e64 v17, v28, v31
	v_add_u32_e64 v16, v28, v33
	v_add_u32_e64 v15, v28, v34
	v_add_u32_e64 v14, v28, v37
	v_add_u32_e64 v13, v28, v38
	v_add_u32_e64 v12, v28, v12
	v_add_u32_e64 v2, v28, v2
	; %rm_3 = arith.addi
	v_add_u32_e64 v26, v28, v30
	v_add_u32_e64 v25, v28, v3
	; %rn_4 = arith.muli
	v_mul_lo_u32 v27, v27, 64
	; %rn_5 = tt.make_range
	v_or_b32_e64 v30, v36, 1
	v_or_b32_e64 v29, v36, 2
	v_or_b32_e64 v28, v36, 3
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v3, v27, v32
	; %rn_7 = arith.addi
	v_add_u32_e64 v31, v27, v36
	v_add_u32_e64 v34, v27, v30
	v_add_u32_e64 v33, v27, v29
	v_add_u32_e64 v32, v27, v28
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[48:49], v23, v24
	v_cmp_lt_i32_e64 s[52:53], v17, v24
	v_cmp_lt_i32_e64 s[54:55], v16, v24
	v_cmp_lt_i32_e64 s[56:57], v15, v24
	v_cmp_lt_i32_e64 s[58:59], v14, v24
	v_cmp_lt_i32_e64 s[60:61], v13, v24
	v_cmp_lt_i32_e64 s[62:63], v12, v24
	v_cmp_lt_i32_e64 s[64:65], v2, v24
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[66:67], v26, v24
	v_cmp_lt_i32_e64 s[68:69], v25, v24
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[70:71], v3, v18
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[72:73], v31, v18
	v_cmp_lt_i32_e64 s[74:75], v34, v18
	v_cmp_lt_i32_e64 s[38:39], v33, v18
	v_cmp_lt_i32_e64 s[42:43], v32, v18
	; %mask_15_1 = arith.andi
	s_and_b64 s[36:37], s[48:49], s[70:71]
	s_and_b64 s[34:35], s[52:53], s[70:71]
	s_and_b64 s[32:33], s[54:55], s[70:71]
	s_and_b64 s[30:31], s[56:57], s[70:71]
	s_and_b64 s[28:29], s[58:59], s[70:71]
	s_and_b64 s[26:27], s[60:61], s[70:71]
	s_and_b64 s[24:25], s[62:63], s[70:71]
	s_and_b64 s[22:23], s[64:65], s[70:71]
	; %mask_15 = arith.andi
	s_and_b64 s[52:53], s[66:67], s[72:73]
	s_and_b64 s[50:51], s[66:67], s[74:75]
	s_and_b64 s[48:49], s[66:67], s[38:39]
	s_and_b64 s[46:47], s[66:67], s[42:43]
	s_and_b64 s[44:45], s[68:69], s[72:73]
	s_and_b64 s[40:41], s[68:69], s[74:75]
	s_and_b64 s[38:39], s[68:69], s[38:39]
	s_and_b64 s[42:43], s[68:69], s[42:43]
	; %x_16 = arith.muli
	v_mul_lo_u32 v26, v26, v20
	v_mul_lo_u32 v24, v25, v20
	; %x_18 = tt.addptr
	v_mul_lo_u32 v56, v26, 4
	v_mul_hi_i32 v57, v26, 4
	v_add_co_u32_e64 v58, vcc, v42, v56
	v_addc_co_u32_e64 v59, vcc, v43, v57, vcc
	v_mul_lo_u32 v60, v24, 4
	v_mul_hi_i32 v61, v24, 4
	v_add_co_u32_e64 v64, vcc, v42, v60
	v_addc_co_u32_e64 v65, vcc, v43, v61, vcc
	; %x_21 = tt.addptr
	v_mul_lo_u32 v68, v31, 4
	v_mul_hi_i32 v69, v31, 4
	v_add_co_u32_e64 v72, vcc, v58, v68
	v_addc_co_u32_e64 v73, vcc, v59, v69, vcc
	v_mul_lo_u32 v76, v31, 4
	v_mul_hi_i32 v77, v31, 4
	v_add_co_u32_e64 v80, vcc, v64, v76
	v_addc_co_u32_e64 v81, vcc, v65, v77, vcc
	; %x_22 = tt.load
	v_mov_b32 v30, 0
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_load_dword v30, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v29, 0
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_load_dword v29, v[72:73], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v28, 0
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_load_dword v28, v[72:73], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_load_dword v27, v[72:73], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v26, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v26, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v25, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v25, v[80:81], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_dword v24, v[80:81], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v20, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v20, v[80:81], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[44:45], v31, v18
	v_cmp_lt_i32_e64 s[42:43], v34, v18
	v_cmp_lt_i32_e64 s[40:41], v33, v18
	v_cmp_lt_i32_e64 s[38:39], v32, v18
	; %b_25 = tt.addptr
	v_mul_lo_u32 v108, v31, 4
	v_mul_hi_i32 v109, v31, 4
	v_add_co_u32_e64 v112, vcc, v44, v108
	v_addc_co_u32_e64 v113, vcc, v45, v109, vcc
	; %b_26 = tt.load
	v_mov_b32 v33, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v33, v[112:113], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v32, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v32, v[112:113], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v31, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v31, v[112:113], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v18, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_dword v18, v[112:113], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v4, v23, v22
	v_mul_lo_u32 v38, v17, v22
	v_mul_lo_u32 v17, v16, v22
	v_mul_lo_u32 v37, v15, v22
	v_mul_lo_u32 v36, v14, v22
	v_mul_lo_u32 v23, v13, v22
	v_mul_lo_u32 v35, v12, v22
	v_mul_lo_u32 v34, v2, v22
	; %3 = tt.addptr
	v_mul_lo_u32 v62, v4, 4
	v_mul_hi_i32 v63, v4, 4
	v_add_co_u32_e64 v66, vcc, v46, v62
	v_addc_co_u32_e64 v67, vcc, v47, v63, vcc
	v_mul_lo_u32 v70, v38, 4
	v_mul_hi_i32 v71, v38, 4
	v_add_co_u32_e64 v74, vcc, v46, v70
	v_addc_co_u32_e64 v75, vcc, v47, v71, vcc
	v_mul_lo_u32 v78, v17, 4
	v_mul_hi_i32 v79, v17, 4
	v_add_co_u32_e64 v82, vcc, v46, v78
	v_addc_co_u32_e64 v83, vcc, v47, v79, vcc
	v_mul_lo_u32 v84, v37, 4
	v_mul_hi_i32 v85, v37, 4
	v_add_co_u32_e64 v86, vcc, v46, v84
	v_addc_co_u32_e64 v87, vcc, v47, v85, vcc
	v_mul_lo_u32 v88, v36, 4
	v_mul_hi_i32 v89, v36, 4
	v_add_co_u32_e64 v90, vcc, v46, v88
	v_addc_co_u32_e64 v91, vcc, v47, v89, vcc
	v_mul_lo_u32 v92, v23, 4
	v_mul_hi_i32 v93, v23, 4
	v_add_co_u32_e64 v94, vcc, v46, v92
	v_addc_co_u32_e64 v95, vcc, v47, v93, vcc
	v_mul_lo_u32 v96, v35, 4
	v_mul_hi_i32 v97, v35, 4
	v_add_co_u32_e64 v98, vcc, v46, v96
	v_addc_co_u32_e64 v99, vcc, v47, v97, vcc
	v_mul_lo_u32 v100, v34, 4
	v_mul_hi_i32 v101, v34, 4
	v_add_co_u32_e64 v102, vcc, v46, v100
	v_addc_co_u32_e64 v103, vcc, v47, v101, vcc
	; %5 = tt.addptr
	v_mul_lo_u32 v104, v3, 4
	v_mul_hi_i32 v105, v3, 4
	v_add_co_u32_e64 v106, vcc, v66, v104
	v_addc_co_u32_e64 v107, vcc, v67, v105, vcc
	v_mul_lo_u32 v110, v3, 4
	v_mul_hi_i32 v111, v3, 4
	v_add_co_u32_e64 v114, vcc, v74, v110
	v_addc_co_u32_e64 v115, vcc, v75, v111, vcc
	v_mul_lo_u32 v116, v3, 4
	v_mul_hi_i32 v117, v3, 4
	v_add_co_u32_e64 v40, vcc, v82, v116
	v_addc_co_u32_e64 v41, vcc, v83, v117, vcc
	v_mul_lo_u32 v42, v3, 4
	v_mul_hi_i32 v43, v3, 4
	v_add_co_u32_e64 v44, vcc, v86, v42
	v_addc_co_u32_e64 v45, vcc, v87, v43, vcc
	v_mul_lo_u32 v46, v3, 4
	v_mul_hi_i32 v47, v3, 4
	v_add_co_u32_e64 v48, vcc, v90, v46
	v_addc_co_u32_e64 v49, vcc, v91, v47, vcc
	v_mul_lo_u32 v50, v3, 4
	v_mul_hi_i32 v51, v3, 4
	v_add_co_u32_e64 v52, vcc, v94, v50
	v_addc_co_u32_e64 v53, vcc, v95, v51, vcc
	v_mul_lo_u32 v54, v3, 4
	v_mul_hi_i32 v55, v3, 4
	v_add_co_u32_e64 v56, vcc, v98, v54
	v_addc_co_u32_e64 v57, vcc, v99, v55, vcc
	v_mul_lo_u32 v58, v3, 4
	v_mul_hi_i32 v59, v3, 4
	v_add_co_u32_e64 v60, vcc, v102, v58
	v_addc_co_u32_e64 v61, vcc, v103, v59, vcc
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v30, v33
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v29, v32
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v28, v31
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v27, v18
	v_add_f32_e64 v8, v26, v33
	v_add_f32_e64 v9, v25, v32
	v_add_f32_e64 v10, v24, v31
	v_add_f32_e64 v11, v20, v18
	; v59 = ttg.convert_layout
	ds_write_b128 v1, v[4:7]
	ds_write_b128 v1, v[8:11] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v21
	v_xor_b32_e64 v2, v19, 64
	v_add_u32_e64 v2, v0, v2
	ds_read_b32 v3, v2 offset:1024
	ds_read_b32 v2, v21 offset:2048
	v_xor_b32_e64 v12, v19, 64
	v_add_u32_e64 v12, v0, v12
	ds_read_b32 v13, v12 offset:3072
	ds_read_b32 v12, v21 offset:4096
	v_xor_b32_e64 v14, v19, 64
	v_add_u32_e64 v14, v0, v14
	ds_read_b32 v15, v14 offset:5120
	ds_read_b32 v14, v21 offset:6144
	v_xor_b32_e64 v16, v19, 64
	v_add_u32_e64 v16, v0, v16
	ds_read_b32 v16, v16 offset:7168
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[106:107], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[114:115], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[40:41], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[44:45], v13, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[48:49], v12, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[52:53], v15, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[56:57], v14, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[60:61], v16, off
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 120
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
    .sgpr_count: 78
    .vgpr_count: 118
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
