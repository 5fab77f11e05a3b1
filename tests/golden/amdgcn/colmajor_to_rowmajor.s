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
	v_mov_b32 v34, s12
	v_mov_b32 v35, s13
	v_mov_b32 v38, s14
	v_mov_b32 v39, s15
	v_mov_b32 v6, s16
	v_mov_b32 v8, s17
	v_mov_b32 v10, s18
	v_mov_b32 v12, s19
	v_lshrrev_b32_e64 v14, 3, v0
	v_and_b32_e64 v19, v14, 15
	v_lshrrev_b32_e64 v18, 5, v0
	v_and_b32_e64 v20, v18, 3
	v_and_b32_e64 v22, v0, 31
	v_lshlrev_b32_e64 v24, 2, v0
	v_and_b32_e64 v26, v24, 28
	v_mov_b32 v28, 0
	v_lshlrev_b32_e64 v30, 2, v0
	v_and_b32_e64 v3, v30, 28
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v2, v1, 15
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
	v_and_b32_e64 v5, v4, 3
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
	v_mov_b32 v21, s5
	; %rm = arith.muli
	v_mul_lo_u32 v24, v14, 32
	; %rm_0_1 = tt.make_range
	v_or_b32_e64 v23, v19, 16
	; %rm_0_2 = tt.make_range
	v_or_b32_e64 v14, v20, 4
	v_or_b32_e64 v13, v20, 8
	v_or_b32_e64 v29, v20, 12
	v_or_b32_e64 v28, v20, 16
	v_or_b32_e64 v30, v20, 20
	v_or_b32_e64 v7, v20, 24
	v_or_b32_e64 v4, v20, 28
	; %rm_0 = tt.make_range
	v_or_b32_e64 v27, v26, 1
	v_or_b32_e64 v25, v26, 2
	v_or_b32_e64 v5, v26, 3
	; %rm_2_1 = arith.addi
	v_add_u32_e64 v18, v24, v20
	v_add_u32_e64 v17, v24, v14
	v_add_u32_e64 v16, v24, v13
	v_add_u32_e64 v15, v24, v29
	v_add_u32_e64 v14, v24, v28
	v_add_u32_e64 v13, v24, v30
	v_add_u32_e64 v7, v24, v7
	v_add_u32_e64 v4, v24, v4
	; %rm_2 = arith.addi
	v_add_u32_e64 v20, v24, v26
	v_add_u32_e64 v26, v24, v27
	v_add_u32_e64 v25, v24, v25
	v_add_u32_e64 v24, v24, v5
	; %rn = arith.muli
	v_mul_lo_u32 v27, v21, 32
	; %rn_4_1 = arith.addi
	v_add_u32_e64 v5, v27, v22
	; %rn_4 = arith.addi
	v_add_u32_e64 v21, v27, v19
	v_add_u32_e64 v19, v27, v23
	; %mask_6_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[42:43], v18, v6
	v_cmp_lt_i32_e64 s[46:47], v17, v6
	v_cmp_lt_i32_e64 s[50:51], v16, v6
	v_cmp_lt_i32_e64 s[52:53], v15, v6
	v_cmp_lt_i32_e64 s[54:55], v14, v6
	v_cmp_lt_i32_e64 s[56:57], v13, v6
	v_cmp_lt_i32_e64 s[58:59], v7, v6
	v_cmp_lt_i32_e64 s[60:61], v4, v6
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[62:63], v20, v6
	v_cmp_lt_i32_e64 s[64:65], v26, v6
	v_cmp_lt_i32_e64 s[66:67], v25, v6
	v_cmp_lt_i32_e64 s[68:69], v24, v6
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[70:71], v5, v8
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[72:73], v21, v8
	v_cmp_lt_i32_e64 s[36:37], v19, v8
	; %mask_12_1 = arith.andi
	s_and_b64 s[34:35], s[42:43], s[70:71]
	s_and_b64 s[32:33], s[46:47], s[70:71]
	s_and_b64 s[30:31], s[50:51], s[70:71]
	s_and_b64 s[28:29], s[52:53], s[70:71]
	s_and_b64 s[26:27], s[54:55], s[70:71]
	s_and_b64 s[24:25], s[56:57], s[70:71]
	s_and_b64 s[22:23], s[58:59], s[70:71]
	s_and_b64 s[20:21], s[60:61], s[70:71]
	; %mask_12 = arith.andi
	s_and_b64 s[50:51], s[62:63], s[72:73]
	s_and_b64 s[48:49], s[64:65], s[72:73]
	s_and_b64 s[46:47], s[66:67], s[72:73]
	s_and_b64 s[44:45], s[68:69], s[72:73]
	s_and_b64 s[42:43], s[62:63], s[36:37]
	s_and_b64 s[40:41], s[64:65], s[36:37]
	s_and_b64 s[38:39], s[66:67], s[36:37]
	s_and_b64 s[36:37], s[68:69], s[36:37]
	; %tile_13 = tt.addptr
	v_mul_lo_u32 v46, v20, 4
	v_mul_hi_i32 v47, v20, 4
	v_add_co_u32_e64 v50, vcc, v34, v46
	v_addc_co_u32_e64 v51, vcc, v35, v47, vcc
	; %tile_15 = arith.muli
	v_mul_lo_u32 v20, v21, v10
	v_mul_lo_u32 v19, v19, v10
	; %tile_18 = tt.addptr
	v_mul_lo_u32 v58, v20, 4
	v_mul_hi_i32 v59, v20, 4
	v_add_co_u32_e64 v62, vcc, v50, v58
	v_addc_co_u32_e64 v63, vcc, v51, v59, vcc
	v_mul_lo_u32 v66, v19, 4
	v_mul_hi_i32 v67, v19, 4
	v_add_co_u32_e64 v70, vcc, v50, v66
	v_addc_co_u32_e64 v71, vcc, v51, v67, vcc
	; %tile_19 = tt.load
	v_mov_b32 v26, 0
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_load_dword v26, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v28, 0
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_load_dword v28, v[62:63], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v30, 0
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_load_dword v30, v[62:63], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v20, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v20, v[62:63], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v19, 0
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_load_dword v19, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_dword v10, v[70:71], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_dword v8, v[70:71], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_dword v6, v[70:71], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v18, v18, v12
	v_mul_lo_u32 v17, v17, v12
	v_mul_lo_u32 v16, v16, v12
	v_mul_lo_u32 v15, v15, v12
	v_mul_lo_u32 v14, v14, v12
	v_mul_lo_u32 v13, v13, v12
	v_mul_lo_u32 v7, v7, v12
	v_mul_lo_u32 v4, v4, v12
	; %3 = tt.addptr
	v_mul_lo_u32 v106, v18, 4
	v_mul_hi_i32 v107, v18, 4
	v_add_co_u32_e64 v108, vcc, v38, v106
	v_addc_co_u32_e64 v109, vcc, v39, v107, vcc
	v_mul_lo_u32 v110, v17, 4
	v_mul_hi_i32 v111, v17, 4
	v_add_co_u32_e64 v32, vcc, v38, v110
	v_addc_co_u32_e64 v33, vcc, v39, v111, vcc
	v_mul_lo_u32 v36, v16, 4
	v_mul_hi_i32 v37, v16, 4
	v_add_co_u32_e64 v40, vcc, v38, v36
	v_addc_co_u32_e64 v41, vcc, v39, v37, vcc
	v_mul_lo_u32 v42, v15, 4
	v_mul_hi_i32 v43, v15, 4
	v_add_co_u32_e64 v44, vcc, v38, v42
	v_addc_co_u32_e64 v45, vcc, v39, v43, vcc
	v_mul_lo_u32 v48, v14, 4
	v_mul_hi_i32 v49, v14, 4
	v_add_co_u32_e64 v52, vcc, v38, v48
	v_addc_co_u32_e64 v53, vcc, v39, v49, vcc
	v_mul_lo_u32 v54, v13, 4
	v_mul_hi_i32 v55, v13, 4
	v_add_co_u32_e64 v56, vcc, v38, v54
	v_addc_co_u32_e64 v57, vcc, v39, v55, vcc
	v_mul_lo_u32 v60, v7, 4
	v_mul_hi_i32 v61, v7, 4
	v_add_co_u32_e64 v64, vcc, v38, v60
	v_addc_co_u32_e64 v65, vcc, v39, v61, vcc
	v_mul_lo_u32 v68, v4, 4
	v_mul_hi_i32 v69, v4, 4
	v_add_co_u32_e64 v72, vcc, v38, v68
	v_addc_co_u32_e64 v73, vcc, v39, v69, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v74, v5, 4
	v_mul_hi_i32 v75, v5, 4
	v_add_co_u32_e64 v76, vcc, v108, v74
	v_addc_co_u32_e64 v77, vcc, v109, v75, vcc
	v_mul_lo_u32 v78, v5, 4
	v_mul_hi_i32 v79, v5, 4
	v_add_co_u32_e64 v80, vcc, v32, v78
	v_addc_co_u32_e64 v81, vcc, v33, v79, vcc
	v_mul_lo_u32 v82, v5, 4
	v_mul_hi_i32 v83, v5, 4
	v_add_co_u32_e64 v84, vcc, v40, v82
	v_addc_co_u32_e64 v85, vcc, v41, v83, vcc
	v_mul_lo_u32 v86, v5, 4
	v_mul_hi_i32 v87, v5, 4
	v_add_co_u32_e64 v88, vcc, v44, v86
	v_addc_co_u32_e64 v89, vcc, v45, v87, vcc
	v_mul_lo_u32 v90, v5, 4
	v_mul_hi_i32 v91, v5, 4
	v_add_co_u32_e64 v92, vcc, v52, v90
	v_addc_co_u32_e64 v93, vcc, v53, v91, vcc
	v_mul_lo_u32 v94, v5, 4
	v_mul_hi_i32 v95, v5, 4
	v_add_co_u32_e64 v96, vcc, v56, v94
	v_addc_co_u32_e64 v97, vcc, v57, v95, vcc
	v_mul_lo_u32 v98, v5, 4
	v_mul_hi_i32 v99, v5, 4
	v_add_co_u32_e64 v100, vcc, v64, v98
	v_addc_co_u32_e64 v101, vcc, v65, v99, vcc
	v_mul_lo_u32 v102, v5, 4
	v_mul_hi_i32 v103, v5, 4
	v_add_co_u32_e64 v104, vcc, v72, v102
	v_addc_co_u32_e64 v105, vcc, v73, v103, vcc
	s_waitcnt vmcnt(7)
	; v49 = ttg.convert_layout
	ds_write_b32 v3, v26
	v_xor_b32_e64 v3, v2, 4
	v_add_u32_e64 v3, v1, v3
	s_waitcnt vmcnt(6)
	ds_write_b32 v3, v28 offset:128
	v_xor_b32_e64 v3, v2, 8
	v_add_u32_e64 v4, v1, v3
	s_waitcnt vmcnt(5)
	ds_write_b32 v4, v30 offset:256
	v_xor_b32_e64 v7, v2, 12
	v_add_u32_e64 v12, v1, v7
	s_waitcnt vmcnt(4)
	ds_write_b32 v12, v20 offset:384
	v_xor_b32_e64 v12, v2, 64
	v_add_u32_e64 v14, v1, v12
	s_waitcnt vmcnt(3)
	ds_write_b32 v14, v19
	v_xor_b32_e32 v17, 0x44, v2
	v_add_u32_e64 v19, v1, v17
	s_waitcnt vmcnt(2)
	ds_write_b32 v19, v10 offset:128
	v_xor_b32_e32 v22, 0x48, v2
	v_add_u32_e64 v24, v1, v22
	s_waitcnt vmcnt(1)
	ds_write_b32 v24, v8 offset:256
	v_xor_b32_e32 v27, 0x4c, v2
	v_add_u32_e64 v29, v1, v27
	s_waitcnt vmcnt(0)
	ds_write_b32 v29, v6 offset:384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v11
	v_xor_b32_e64 v2, v9, 16
	v_add_u32_e64 v2, v0, v2
	ds_read_b32 v2, v2 offset:512
	v_xor_b32_e64 v3, v9, 32
	v_add_u32_e64 v3, v0, v3
	ds_read_b32 v3, v3 offset:1024
	v_xor_b32_e64 v4, v9, 48
	v_add_u32_e64 v4, v0, v4
	ds_read_b32 v4, v4 offset:1536
	v_xor_b32_e64 v5, v9, 64
	v_add_u32_e64 v5, v0, v5
	ds_read_b32 v5, v5 offset:2048
	v_xor_b32_e32 v6, 0x50, v9
	v_add_u32_e64 v6, v0, v6
	ds_read_b32 v6, v6 offset:2560
	v_xor_b32_e32 v7, 0x60, v9
	v_add_u32_e64 v7, v0, v7
	ds_read_b32 v7, v7 offset:3072
	v_xor_b32_e32 v8, 0x70, v9
	v_add_u32_e64 v10, v0, v8
	ds_read_b32 v12, v10 offset:3584
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[76:77], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[80:81], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[84:85], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[88:89], v4, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[92:93], v5, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[96:97], v6, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[100:101], v7, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[104:105], v12, off
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 74
		.amdhsa_accum_offset 112
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
    .sgpr_count: 76
    .vgpr_count: 112
    .max_flat_workgroup_size: 128
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
