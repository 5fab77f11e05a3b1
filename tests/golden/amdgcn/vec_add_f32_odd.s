	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl vec_add_kernel
	.p2align 8
	.type vec_add_kernel,@function
vec_add_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v30, s12
	v_mov_b32 v31, s13
	v_mov_b32 v34, s14
	v_mov_b32 v35, s15
	v_mov_b32 v38, s16
	v_mov_b32 v39, s17
	v_mov_b32 v8, s18
	v_lshlrev_b32_e64 v10, 2, v0
	v_and_b32_e32 v12, 0x1fc, v10
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v15, s4
	; %offsets_0 = arith.muli
	v_mov_b32 v18, 0x400
	v_mul_lo_u32 v18, v15, v18
	; %offsets_1 = tt.make_range
	v_or_b32_e64 v21, v12, 1
	v_or_b32_e64 v22, v12, 2
	v_or_b32_e64 v23, v12, 3
	v_or_b32_e32 v24, 0x200, v12
	v_or_b32_e32 v25, 0x201, v12
	v_or_b32_e32 v1, 0x202, v12
	v_or_b32_e32 v0, 0x203, v12
	; %offsets_3 = arith.addi
	v_add_u32_e64 v7, v18, v12
	v_add_u32_e64 v6, v18, v21
	v_add_u32_e64 v5, v18, v22
	v_add_u32_e64 v4, v18, v23
	v_add_u32_e64 v3, v18, v24
	v_add_u32_e64 v2, v18, v25
	v_add_u32_e64 v1, v18, v1
	v_add_u32_e64 v0, v18, v0
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v7, v8
	v_cmp_lt_i32_e64 s[32:33], v6, v8
	v_cmp_lt_i32_e64 s[30:31], v5, v8
	v_cmp_lt_i32_e64 s[28:29], v4, v8
	v_cmp_lt_i32_e64 s[26:27], v3, v8
	v_cmp_lt_i32_e64 s[22:23], v2, v8
	v_cmp_lt_i32_e64 s[20:21], v1, v8
	v_cmp_lt_i32_e64 s[24:25], v0, v8
	; %x_5 = tt.addptr
	v_mul_lo_u32 v36, v7, 4
	v_mul_hi_i32 v37, v7, 4
	v_add_co_u32_e64 v40, vcc, v30, v36
	v_addc_co_u32_e64 v41, vcc, v31, v37, vcc
	v_mul_lo_u32 v42, v6, 4
	v_mul_hi_i32 v43, v6, 4
	v_add_co_u32_e64 v46, vcc, v30, v42
	v_addc_co_u32_e64 v47, vcc, v31, v43, vcc
	v_mul_lo_u32 v50, v5, 4
	v_mul_hi_i32 v51, v5, 4
	v_add_co_u32_e64 v54, vcc, v30, v50
	v_addc_co_u32_e64 v55, vcc, v31, v51, vcc
	v_mul_lo_u32 v58, v4, 4
	v_mul_hi_i32 v59, v4, 4
	v_add_co_u32_e64 v62, vcc, v30, v58
	v_addc_co_u32_e64 v63, vcc, v31, v59, vcc
	v_mul_lo_u32 v66, v3, 4
	v_mul_hi_i32 v67, v3, 4
	v_add_co_u32_e64 v68, vcc, v30, v66
	v_addc_co_u32_e64 v69, vcc, v31, v67, vcc
	v_mul_lo_u32 v70, v2, 4
	v_mul_hi_i32 v71, v2, 4
	v_add_co_u32_e64 v72, vcc, v30, v70
	v_addc_co_u32_e64 v73, vcc, v31, v71, vcc
	v_mul_lo_u32 v74, v1, 4
	v_mul_hi_i32 v75, v1, 4
	v_add_co_u32_e64 v76, vcc, v30, v74
	v_addc_co_u32_e64 v77, vcc, v31, v75, vcc
	v_mul_lo_u32 v78, v0, 4
	v_mul_hi_i32 v79, v0, 4
	v_add_co_u32_e64 v80, vcc, v30, v78
	v_addc_co_u32_e64 v81, vcc, v31, v79, vcc
	; %x_6 = tt.load
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v15, v[40:41], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v14, v[46:47], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v13, v[54:55], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v12, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v12, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v11, v[68:69], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v10, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v9, v[76:77], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v8, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	; %y_7 = tt.addptr
	v_mul_lo_u32 v98, v7, 4
	v_mul_hi_i32 v99, v7, 4
	v_add_co_u32_e64 v102, vcc, v34, v98
	v_addc_co_u32_e64 v103, vcc, v35, v99, vcc
	v_mul_lo_u32 v106, v6, 4
	v_mul_hi_i32 v107, v6, 4
	v_add_co_u32_e64 v110, vcc, v34, v106
	v_addc_co_u32_e64 v111, vcc, v35, v107, vcc
	v_mul_lo_u32 v114, v5, 4
	v_mul_hi_i32 v115, v5, 4
	v_add_co_u32_e64 v118, vcc, v34, v114
	v_addc_co_u32_e64 v119, vcc, v35, v115, vcc
	v_mul_lo_u32 v28, v4, 4
	v_mul_hi_i32 v29, v4, 4
	v_add_co_u32_e64 v32, vcc, v34, v28
	v_addc_co_u32_e64 v33, vcc, v35, v29, vcc
	v_mul_lo_u32 v36, v3, 4
	v_mul_hi_i32 v37, v3, 4
	v_add_co_u32_e64 v40, vcc, v34, v36
	v_addc_co_u32_e64 v41, vcc, v35, v37, vcc
	v_mul_lo_u32 v44, v2, 4
	v_mul_hi_i32 v45, v2, 4
	v_add_co_u32_e64 v48, vcc, v34, v44
	v_addc_co_u32_e64 v49, vcc, v35, v45, vcc
	v_mul_lo_u32 v52, v1, 4
	v_mul_hi_i32 v53, v1, 4
	v_add_co_u32_e64 v56, vcc, v34, v52
	v_addc_co_u32_e64 v57, vcc, v35, v53, vcc
	v_mul_lo_u32 v60, v0, 4
	v_mul_hi_i32 v61, v0, 4
	v_add_co_u32_e64 v64, vcc, v34, v60
	v_addc_co_u32_e64 v65, vcc, v35, v61, vcc
	; %y_8 = tt.load
	v_mov_b32 v21, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v21, v[102:103], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v22, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v22, v[110:111], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v23, v[118:119], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v24, v[32:33], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v25, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v25, v[40:41], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v18, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v18, v[48:49], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v17, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v17, v[56:57], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v16, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v16, v[64:65], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v82, v7, 4
	v_mul_hi_i32 v83, v7, 4
	v_add_co_u32_e64 v84, vcc, v38, v82
	v_addc_co_u32_e64 v85, vcc, v39, v83, vcc
	v_mul_lo_u32 v86, v6, 4
	v_mul_hi_i32 v87, v6, 4
	v_add_co_u32_e64 v88, vcc, v38, v86
	v_addc_co_u32_e64 v89, vcc, v39, v87, vcc
	v_mul_lo_u32 v90, v5, 4
	v_mul_hi_i32 v91, v5, 4
	v_add_co_u32_e64 v92, vcc, v38, v90
	v_addc_co_u32_e64 v93, vcc, v39, v91, vcc
	v_mul_lo_u32 v94, v4, 4
	v_mul_hi_i32 v95, v4, 4
	v_add_co_u32_e64 v96, vcc, v38, v94
	v_addc_co_u32_e64 v97, vcc, v39, v95, vcc
	v_mul_lo_u32 v100, v3, 4
	v_mul_hi_i32 v101, v3, 4
	v_add_co_u32_e64 v104, vcc, v38, v100
	v_addc_co_u32_e64 v105, vcc, v39, v101, vcc
	v_mul_lo_u32 v108, v2, 4
	v_mul_hi_i32 v109, v2, 4
	v_add_co_u32_e64 v112, vcc, v38, v108
	v_addc_co_u32_e64 v113, vcc, v39, v109, vcc
	v_mul_lo_u32 v116, v1, 4
	v_mul_hi_i32 v117, v1, 4
	v_add_co_u32_e64 v26, vcc, v38, v116
	v_addc_co_u32_e64 v27, vcc, v39, v117, vcc
	v_mul_lo_u32 v30, v0, 4
	v_mul_hi_i32 v31, v0, 4
	v_add_co_u32_e64 v34, vcc, v38, v30
	v_addc_co_u32_e64 v35, vcc, v39, v31, vcc
	s_waitcnt vmcnt(7)
	; %2 = arith.addf
	v_add_f32_e64 v6, v15, v21
	s_waitcnt vmcnt(6)
	v_add_f32_e64 v15, v14, v22
	s_waitcnt vmcnt(5)
	v_add_f32_e64 v13, v13, v23
	s_waitcnt vmcnt(4)
	v_add_f32_e64 v12, v12, v24
	s_waitcnt vmcnt(3)
	v_add_f32_e64 v14, v11, v25
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v19, v10, v18
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v18, v9, v17
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v20, v8, v16
	; tt.store
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[84:85], v6, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[88:89], v15, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[92:93], v13, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[96:97], v12, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[104:105], v14, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[112:113], v19, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[26:27], v18, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[34:35], v20, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size vec_add_kernel, .Lfunc_end0-vec_add_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel vec_add_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 120
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 120
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: vec_add_kernel
    .symbol: vec_add_kernel.kd
    .kernarg_segment_size: 28
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 38
    .vgpr_count: 120
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
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n_elements
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
