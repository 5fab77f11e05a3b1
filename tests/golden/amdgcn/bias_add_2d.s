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
	v_mov_b32 v44, s12
	v_mov_b32 v45, s13
	v_mov_b32 v48, s14
	v_mov_b32 v49, s15
	v_mov_b32 v52, s16
	v_mov_b32 v53, s17
	v_mov_b32 v16, s18
	v_mov_b32 v18, s19
	v_mov_b32 v20, s20
	v_mov_b32 v22, s21
	v_lshrrev_b32_e64 v24, 6, v0
	v_and_b32_e64 v26, v24, 3
	v_lshrrev_b32_e64 v28, 4, v0
	v_and_b32_e64 v31, v28, 15
	v_and_b32_e64 v33, v0, 63
	v_lshlrev_b32_e64 v34, 2, v0
	v_and_b32_e64 v37, v34, 60
	v_mov_b32 v38, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v1, v1, 15
	v_mov_b32 v3, 0x100
	v_mul_lo_u32 v2, v1, v3
	v_add_u32_e64 v2, v2, v38
	v_lshlrev_b32_e64 v1, 2, v0
	v_and_b32_e64 v3, v1, 60
	v_mul_lo_u32 v1, v3, 4
	v_add_u32_e64 v1, v1, v2
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v3, v2, 3
	v_mov_b32 v12, 0x100
	v_mul_lo_u32 v2, v3, v12
	v_add_u32_e64 v2, v2, v38
	v_and_b32_e64 v3, v0, 63
	v_mul_lo_u32 v0, v3, 4
	v_add_u32_e64 v0, v0, v2
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v3, s4
	; %pid_n = tt.get_program_id
	v_mov_b32 v2, s5
	; %rm_0 = arith.muli
	v_mul_lo_u32 v12, v3, 32
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v3, v26, 4
	v_or_b32_e64 v13, v26, 8
	v_or_b32_e64 v14, v26, 12
	v_or_b32_e64 v17, v26, 16
	v_or_b32_e64 v19, v26, 20
	v_or_b32_e64 v21, v26, 24
	v_or_b32_e64 v23, v26, 28
	; %rm_1 = tt.make_range
	v_or_b32_e64 v24, v31, 16
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v26, v12, v26
	v_add_u32_e64 v28, v12, v3
	v_add_u32_e64 v30, v12, v13
	v_add_u32_e64 v32, v12, v14
	v_add_u32_e64 v34, v12, v17
	v_add_u32_e64 v36, v12, v19
	v_add_u32_e64 v38, v12, v21
	v_add_u32_e64 v3, v12, v23
	; %rm_3 = arith.addi
	v_add_u32_e64 v19, v12, v31
	v_add_u32_e64 v17, v12, v24
	; %rn_4 = arith.muli
	v_mul_lo_u32 v13, v2, 64
	; %rn_5 = tt.make_range
	v_or_b32_e64 v15, v37, 1
	v_or_b32_e64 v14, v37, 2
	v_or_b32_e64 v21, v37, 3
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v2, v13, v33
	; %rn_7 = arith.addi
	v_add_u32_e64 v12, v13, v37
	v_add_u32_e64 v15, v13, v15
	v_add_u32_e64 v14, v13, v14
	v_add_u32_e64 v13, v13, v21
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v26, v16
	v_cmp_lt_i32_e64 s[30:31], v28, v16
	v_cmp_lt_i32_e64 s[26:27], v30, v16
	v_cmp_lt_i32_e64 s[22:23], v32, v16
	v_cmp_lt_i32_e64 s[24:25], v34, v16
	v_cmp_lt_i32_e64 s[28:29], v36, v16
	v_cmp_lt_i32_e64 s[32:33], v38, v16
	v_cmp_lt_i32_e64 s[36:37], v3, v16
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v19, v16
	v_cmp_lt_i32_e64 s[40:41], v17, v16
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[42:43], v2, v18
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[44:45], v12, v18
	v_cmp_lt_i32_e64 s[46:47], v15, v18
	v_cmp_lt_i32_e64 s[48:49], v14, v18
	v_cmp_lt_i32_e64 s[50:51], v13, v18
	; %mask_15_1 = arith.andi
	s_and_b64 s[52:53], s[34:35], s[42:43]
	s_and_b64 s[54:55], s[30:31], s[42:43]
	s_and_b64 s[56:57], s[26:27], s[42:43]
	s_and_b64 s[60:61], s[22:23], s[42:43]
	s_and_b64 s[64:65], s[24:25], s[42:43]
	s_and_b64 s[68:69], s[28:29], s[42:43]
	s_and_b64 s[72:73], s[32:33], s[42:43]
	s_and_b64 s[74:75], s[36:37], s[42:43]
	; %mask_15 = arith.andi
	s_and_b64 s[36:37], s[38:39], s[44:45]
	s_and_b64 s[34:35], s[38:39], s[46:47]
	s_and_b64 s[32:33], s[38:39], s[48:49]
	s_and_b64 s[30:31], s[38:39], s[50:51]
	s_and_b64 s[28:29], s[40:41], s[44:45]
	s_and_b64 s[26:27], s[40:41], s[46:47]
	s_and_b64 s[24:25], s[40:41], s[48:49]
	s_and_b64 s[22:23], s[40:41], s[50:51]
	; %x_16 = arith.muli
	v_mul_lo_u32 v19, v19, v20
	v_mul_lo_u32 v16, v17, v20
	; %x_18 = tt.addptr
	v_mul_lo_u32 v114, v19, 4
	v_mul_hi_i32 v115, v19, 4
	v_add_co_u32_e64 v116, vcc, v44, v114
	v_addc_co_u32_e64 v117, vcc, v45, v115, vcc
	v_mul_lo_u32 v40, v16, 4
	v_mul_hi_i32 v41, v16, 4
	v_add_co_u32_e64 v44, vcc, v44, v40
	v_addc_co_u32_e64 v45, vcc, v45, v41, vcc
	; %x_21 = tt.addptr
	v_mul_lo_u32 v50, v12, 4
	v_mul_hi_i32 v51, v12, 4
	v_add_co_u32_e64 v54, vcc, v116, v50
	v_addc_co_u32_e64 v55, vcc, v117, v51, vcc
	v_mul_lo_u32 v56, v12, 4
	v_mul_hi_i32 v57, v12, 4
	v_add_co_u32_e64 v60, vcc, v44, v56
	v_addc_co_u32_e64 v61, vcc, v45, v57, vcc
	; %x_22 = tt.load
	v_mov_b32 v20, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_dword v20, v[54:55], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v23, v[54:55], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v24, v[54:55], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v27, v[54:55], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v29, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v29, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v31, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v31, v[60:61], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v33, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v33, v[60:61], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v35, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v35, v[60:61], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[58:59], v12, v18
	v_cmp_lt_i32_e64 s[62:63], v15, v18
	v_cmp_lt_i32_e64 s[66:67], v14, v18
	v_cmp_lt_i32_e64 s[70:71], v13, v18
	; %b_25 = tt.addptr
	v_mul_lo_u32 v88, v12, 4
	v_mul_hi_i32 v89, v12, 4
	v_add_co_u32_e64 v92, vcc, v48, v88
	v_addc_co_u32_e64 v93, vcc, v49, v89, vcc
	; %b_26 = tt.load
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[58:59]
	global_load_dword v15, v[92:93], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[62:63]
	global_load_dword v14, v[92:93], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[66:67]
	global_load_dword v13, v[92:93], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v12, 0
	s_and_saveexec_b64 s[8:9], s[70:71]
	global_load_dword v12, v[92:93], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v26, v26, v22
	v_mul_lo_u32 v25, v28, v22
	v_mul_lo_u32 v21, v30, v22
	v_mul_lo_u32 v19, v32, v22
	v_mul_lo_u32 v18, v34, v22
	v_mul_lo_u32 v17, v36, v22
	v_mul_lo_u32 v16, v38, v22
	v_mul_lo_u32 v3, v3, v22
	; %3 = tt.addptr
	v_mul_lo_u32 v42, v26, 4
	v_mul_hi_i32 v43, v26, 4
	v_add_co_u32_e64 v46, vcc, v52, v42
	v_addc_co_u32_e64 v47, vcc, v53, v43, vcc
	v_mul_lo_u32 v50, v25, 4
	v_mul_hi_i32 v51, v25, 4
	v_add_co_u32_e64 v54, vcc, v52, v50
	v_addc_co_u32_e64 v55, vcc, v53, v51, vcc
	v_mul_lo_u32 v58, v21, 4
	v_mul_hi_i32 v59, v21, 4
	v_add_co_u32_e64 v62, vcc, v52, v58
	v_addc_co_u32_e64 v63, vcc, v53, v59, vcc
	v_mul_lo_u32 v64, v19, 4
	v_mul_hi_i32 v65, v19, 4
	v_add_co_u32_e64 v66, vcc, v52, v64
	v_addc_co_u32_e64 v67, vcc, v53, v65, vcc
	v_mul_lo_u32 v68, v18, 4
	v_mul_hi_i32 v69, v18, 4
	v_add_co_u32_e64 v70, vcc, v52, v68
	v_addc_co_u32_e64 v71, vcc, v53, v69, vcc
	v_mul_lo_u32 v72, v17, 4
	v_mul_hi_i32 v73, v17, 4
	v_add_co_u32_e64 v74, vcc, v52, v72
	v_addc_co_u32_e64 v75, vcc, v53, v73, vcc
	v_mul_lo_u32 v76, v16, 4
	v_mul_hi_i32 v77, v16, 4
	v_add_co_u32_e64 v78, vcc, v52, v76
	v_addc_co_u32_e64 v79, vcc, v53, v77, vcc
	v_mul_lo_u32 v80, v3, 4
	v_mul_hi_i32 v81, v3, 4
	v_add_co_u32_e64 v82, vcc, v52, v80
	v_addc_co_u32_e64 v83, vcc, v53, v81, vcc
	; %5 = tt.addptr
	v_mul_lo_u32 v84, v2, 4
	v_mul_hi_i32 v85, v2, 4
	v_add_co_u32_e64 v86, vcc, v46, v84
	v_addc_co_u32_e64 v87, vcc, v47, v85, vcc
	v_mul_lo_u32 v90, v2, 4
	v_mul_hi_i32 v91, v2, 4
	v_add_co_u32_e64 v94, vcc, v54, v90
	v_addc_co_u32_e64 v95, vcc, v55, v91, vcc
	v_mul_lo_u32 v96, v2, 4
	v_mul_hi_i32 v97, v2, 4
	v_add_co_u32_e64 v98, vcc, v62, v96
	v_addc_co_u32_e64 v99, vcc, v63, v97, vcc
	v_mul_lo_u32 v100, v2, 4
	v_mul_hi_i32 v101, v2, 4
	v_add_co_u32_e64 v102, vcc, v66, v100
	v_addc_co_u32_e64 v103, vcc, v67, v101, vcc
	v_mul_lo_u32 v104, v2, 4
	v_mul_hi_i32 v105, v2, 4
	v_add_co_u32_e64 v106, vcc, v70, v104
	v_addc_co_u32_e64 v107, vcc, v71, v105, vcc
	v_mul_lo_u32 v108, v2, 4
	v_mul_hi_i32 v109, v2, 4
	v_add_co_u32_e64 v110, vcc, v74, v108
	v_addc_co_u32_e64 v111, vcc, v75, v109, vcc
	v_mul_lo_u32 v112, v2, 4
	v_mul_hi_i32 v113, v2, 4
	v_add_co_u32_e64 v114, vcc, v78, v112
	v_addc_co_u32_e64 v115, vcc, v79, v113, vcc
	v_mul_lo_u32 v116, v2, 4
	v_mul_hi_i32 v117, v2, 4
	v_add_co_u32_e64 v40, vcc, v82, v116
	v_addc_co_u32_e64 v41, vcc, v83, v117, vcc
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v20, v15
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v23, v14
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v24, v13
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v27, v12
	v_add_f32_e64 v8, v29, v15
	v_add_f32_e64 v9, v31, v14
	v_add_f32_e64 v10, v33, v13
	v_add_f32_e64 v11, v35, v12
	; v59 = ttg.convert_layout
	ds_write_b128 v1, v[4:7]
	ds_write_b128 v1, v[8:11] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v29, v0
	ds_read_b32 v31, v0 offset:1024
	ds_read_b32 v33, v0 offset:2048
	ds_read_b32 v35, v0 offset:3072
	ds_read_b32 v37, v0 offset:4096
	ds_read_b32 v2, v0 offset:5120
	ds_read_b32 v1, v0 offset:6144
	ds_read_b32 v0, v0 offset:7168
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[86:87], v29, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_store_dword v[94:95], v31, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[56:57]
	global_store_dword v[98:99], v33, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_store_dword v[102:103], v35, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[64:65]
	global_store_dword v[106:107], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[68:69]
	global_store_dword v[110:111], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[72:73]
	global_store_dword v[114:115], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[74:75]
	global_store_dword v[40:41], v0, off
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
