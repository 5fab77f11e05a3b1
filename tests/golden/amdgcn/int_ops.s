	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl int_ops_kernel
	.p2align 8
	.type int_ops_kernel,@function
int_ops_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx4 s[20:23], s[2:3], 0x20
	s_load_dwordx4 s[24:27], s[2:3], 0x30
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v54, s12
	v_mov_b32 v55, s13
	v_mov_b32 v56, s14
	v_mov_b32 v57, s15
	v_mov_b32 v58, s16
	v_mov_b32 v59, s17
	v_mov_b32 v60, s18
	v_mov_b32 v61, s19
	v_mov_b32 v62, s20
	v_mov_b32 v63, s21
	v_mov_b32 v64, s22
	v_mov_b32 v65, s23
	v_mov_b32 v38, s24
	v_mov_b32 v40, s25
	v_mov_b32 v42, s26
	v_mov_b32 v44, s27
	v_lshlrev_b32_e64 v46, 2, v0
	v_and_b32_e32 v48, 0x1fc, v46
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v50, s4
	; %offs_2 = arith.muli
	v_mov_b32 v53, 0x200
	v_mul_lo_u32 v53, v50, v53
	; %offs_5 = arith.addi
	v_add_u32_e64 v0, v53, v48
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v0, v38
	; %x_8 = tt.addptr
	v_mul_lo_u32 v76, v0, 4
	v_mul_hi_i32 v77, v0, 4
	v_add_co_u32_e64 v80, vcc, v54, v76
	v_addc_co_u32_e64 v81, vcc, v55, v77, vcc
	; %x_9 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx4 v[4:7], v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	; %y_11 = tt.addptr
	v_mul_lo_u32 v86, v0, 4
	v_mul_hi_i32 v87, v0, 4
	v_add_co_u32_e64 v88, vcc, v56, v86
	v_addc_co_u32_e64 v89, vcc, v57, v87, vcc
	; %y_12 = tt.load
	v_mov_b32 v8, 1
	v_mov_b32 v9, 1
	v_mov_b32 v10, 1
	v_mov_b32 v11, 1
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dwordx4 v[8:11], v[88:89], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(1)
	; %q_13 = arith.divsi
	v_ashrrev_i32 v29, 31, v4
	v_ashrrev_i32 v28, 31, v40
	v_add_u32_e32 v3, v4, v29
	v_xor_b32_e32 v3, v3, v29
	v_add_u32_e32 v2, v40, v28
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v28, v29, v28
	v_cvt_f32_u32 v12, v2
	v_rcp_iflag_f32 v12, v12
	v_mul_f32_e32 v12, 0x4f7ffffe, v12
	v_cvt_u32_f32 v12, v12
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v12
	v_mul_hi_u32 v1, v12, v1
	v_add_u32_e32 v12, v12, v1
	v_mul_hi_u32 v12, v3, v12
	v_mul_lo_u32 v1, v12, v2
	v_sub_u32_e32 v1, v3, v1
	v_add_u32_e32 v3, 1, v12
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v12
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v12, v12, v28
	v_sub_u32_e32 v12, v12, v28
	v_ashrrev_i32 v29, 31, v5
	v_ashrrev_i32 v1, 31, v40
	v_add_u32_e32 v2, v5, v29
	v_xor_b32_e32 v2, v2, v29
	v_add_u32_e32 v3, v40, v1
	v_xor_b32_e32 v3, v3, v1
	v_xor_b32_e32 v1, v29, v1
	v_cvt_f32_u32 v13, v3
	v_rcp_iflag_f32 v13, v13
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32 v13, v13
	v_sub_u32_e32 v28, 0, v3
	v_mul_lo_u32 v28, v28, v13
	v_mul_hi_u32 v28, v13, v28
	v_add_u32_e32 v13, v13, v28
	v_mul_hi_u32 v13, v2, v13
	v_mul_lo_u32 v28, v13, v3
	v_sub_u32_e32 v28, v2, v28
	v_add_u32_e32 v2, 1, v13
	v_cmp_ge_u32_e32 vcc, v28, v3
	v_cndmask_b32_e32 v13, v13, v2, vcc
	v_sub_u32_e32 v2, v28, v3
	v_cndmask_b32_e32 v28, v28, v2, vcc
	v_add_u32_e32 v2, 1, v13
	v_cmp_ge_u32_e32 vcc, v28, v3
	v_cndmask_b32_e32 v13, v13, v2, vcc
	v_sub_u32_e32 v2, v28, v3
	v_cndmask_b32_e32 v28, v28, v2, vcc
	v_xor_b32_e32 v13, v13, v1
	v_sub_u32_e32 v13, v13, v1
	v_ashrrev_i32 v31, 31, v6
	v_ashrrev_i32 v32, 31, v40
	v_add_u32_e32 v33, v6, v31
	v_xor_b32_e32 v33, v33, v31
	v_add_u32_e32 v34, v40, v32
	v_xor_b32_e32 v34, v34, v32
	v_xor_b32_e32 v32, v31, v32
	v_cvt_f32_u32 v14, v34
	v_rcp_iflag_f32 v14, v14
	v_mul_f32_e32 v14, 0x4f7ffffe, v14
	v_cvt_u32_f32 v14, v14
	v_sub_u32_e32 v35, 0, v34
	v_mul_lo_u32 v35, v35, v14
	v_mul_hi_u32 v35, v14, v35
	v_add_u32_e32 v14, v14, v35
	v_mul_hi_u32 v14, v33, v14
	v_mul_lo_u32 v35, v14, v34
	v_sub_u32_e32 v35, v33, v35
	v_add_u32_e32 v33, 1, v14
	v_cmp_ge_u32_e32 vcc, v35, v34
	v_cndmask_b32_e32 v14, v14, v33, vcc
	v_sub_u32_e32 v33, v35, v34
	v_cndmask_b32_e32 v35, v35, v33, vcc
	v_add_u32_e32 v33, 1, v14
	v_cmp_ge_u32_e32 vcc, v35, v34
	v_cndmask_b32_e32 v14, v14, v33, vcc
	v_sub_u32_e32 v33, v35, v34
	v_cndmask_b32_e32 v35, v35, v33, vcc
	v_xor_b32_e32 v14, v14, v32
	v_sub_u32_e32 v14, v14, v32
	v_ashrrev_i32 v38, 31, v7
	v_ashrrev_i32 v39, 31, v40
	v_add_u32_e32 v45, v7, v38
	v_xor_b32_e32 v45, v45, v38
	v_add_u32_e32 v41, v40, v39
	v_xor_b32_e32 v41, v41, v39
	v_xor_b32_e32 v39, v38, v39
	v_cvt_f32_u32 v15, v41
	v_rcp_iflag_f32 v15, v15
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	v_cvt_u32_f32 v15, v15
	v_sub_u32_e32 v43, 0, v41
	v_mul_lo_u32 v43, v43, v15
	v_mul_hi_u32 v43, v15, v43
	v_add_u32_e32 v15, v15, v43
	v_mul_hi_u32 v15, v45, v15
	v_mul_lo_u32 v43, v15, v41
	v_sub_u32_e32 v43, v45, v43
	v_add_u32_e32 v45, 1, v15
	v_cmp_ge_u32_e32 vcc, v43, v41
	v_cndmask_b32_e32 v15, v15, v45, vcc
	v_sub_u32_e32 v45, v43, v41
	v_cndmask_b32_e32 v43, v43, v45, vcc
	v_add_u32_e32 v45, 1, v15
	v_cmp_ge_u32_e32 vcc, v43, v41
	v_cndmask_b32_e32 v15, v15, v45, vcc
	v_sub_u32_e32 v45, v43, v41
	v_cndmask_b32_e32 v43, v43, v45, vcc
	v_xor_b32_e32 v15, v15, v39
	v_sub_u32_e32 v15, v15, v39
	; %r = arith.remsi
	v_ashrrev_i32 v45, 31, v4
	v_ashrrev_i32 v46, 31, v40
	v_add_u32_e32 v47, v4, v45
	v_xor_b32_e32 v47, v47, v45
	v_add_u32_e32 v48, v40, v46
	v_xor_b32_e32 v48, v48, v46
	v_xor_b32_e32 v46, v45, v46
	v_cvt_f32_u32 v16, v48
	v_rcp_iflag_f32 v16, v16
	v_mul_f32_e32 v16, 0x4f7ffffe, v16
	v_cvt_u32_f32 v16, v16
	v_sub_u32_e32 v49, 0, v48
	v_mul_lo_u32 v49, v49, v16
	v_mul_hi_u32 v49, v16, v49
	v_add_u32_e32 v16, v16, v49
	v_mul_hi_u32 v16, v47, v16
	v_mul_lo_u32 v49, v16, v48
	v_sub_u32_e32 v49, v47, v49
	v_add_u32_e32 v47, 1, v16
	v_cmp_ge_u32_e32 vcc, v49, v48
	v_cndmask_b32_e32 v16, v16, v47, vcc
	v_sub_u32_e32 v47, v49, v48
	v_cndmask_b32_e32 v49, v49, v47, vcc
	v_add_u32_e32 v47, 1, v16
	v_cmp_ge_u32_e32 vcc, v49, v48
	v_cndmask_b32_e32 v16, v16, v47, vcc
	v_sub_u32_e32 v47, v49, v48
	v_cndmask_b32_e32 v49, v49, v47, vcc
	v_xor_b32_e32 v16, v49, v45
	v_sub_u32_e32 v16, v16, v45
	v_ashrrev_i32 v51, 31, v5
	v_ashrrev_i32 v52, 31, v40
	v_add_u32_e32 v53, v5, v51
	v_xor_b32_e32 v53, v53, v51
	v_add_u32_e32 v2, v40, v52
	v_xor_b32_e32 v2, v2, v52
	v_xor_b32_e32 v52, v51, v52
	v_cvt_f32_u32 v17, v2
	v_rcp_iflag_f32 v17, v17
	v_mul_f32_e32 v17, 0x4f7ffffe, v17
	v_cvt_u32_f32 v17, v17
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v17
	v_mul_hi_u32 v1, v17, v1
	v_add_u32_e32 v17, v17, v1
	v_mul_hi_u32 v17, v53, v17
	v_mul_lo_u32 v1, v17, v2
	v_sub_u32_e32 v1, v53, v1
	v_add_u32_e32 v53, 1, v17
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v17, v17, v53, vcc
	v_sub_u32_e32 v53, v1, v2
	v_cndmask_b32_e32 v1, v1, v53, vcc
	v_add_u32_e32 v53, 1, v17
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v17, v17, v53, vcc
	v_sub_u32_e32 v53, v1, v2
	v_cndmask_b32_e32 v1, v1, v53, vcc
	v_xor_b32_e32 v17, v1, v51
	v_sub_u32_e32 v17, v17, v51
	v_ashrrev_i32 v29, 31, v6
	v_ashrrev_i32 v28, 31, v40
	v_add_u32_e32 v3, v6, v29
	v_xor_b32_e32 v3, v3, v29
	v_add_u32_e32 v2, v40, v28
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v28, v29, v28
	v_cvt_f32_u32 v18, v2
	v_rcp_iflag_f32 v18, v18
	v_mul_f32_e32 v18, 0x4f7ffffe, v18
	v_cvt_u32_f32 v18, v18
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v18
	v_mul_hi_u32 v1, v18, v1
	v_add_u32_e32 v18, v18, v1
	v_mul_hi_u32 v18, v3, v18
	v_mul_lo_u32 v1, v18, v2
	v_sub_u32_e32 v1, v3, v1
	v_add_u32_e32 v3, 1, v18
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v18, v18, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v18
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v18, v18, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v18, v1, v29
	v_sub_u32_e32 v18, v18, v29
	v_ashrrev_i32 v29, 31, v7
	v_ashrrev_i32 v28, 31, v40
	v_add_u32_e32 v3, v7, v29
	v_xor_b32_e32 v3, v3, v29
	v_add_u32_e32 v2, v40, v28
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v28, v29, v28
	v_cvt_f32_u32 v19, v2
	v_rcp_iflag_f32 v19, v19
	v_mul_f32_e32 v19, 0x4f7ffffe, v19
	v_cvt_u32_f32 v19, v19
	v_sub_u32_e32 v1, 0, v2
	v_mul_lo_u32 v1, v1, v19
	v_mul_hi_u32 v1, v19, v1
	v_add_u32_e32 v19, v19, v1
	v_mul_hi_u32 v19, v3, v19
	v_mul_lo_u32 v1, v19, v2
	v_sub_u32_e32 v1, v3, v1
	v_add_u32_e32 v3, 1, v19
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v19, v19, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v19
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v19, v19, v3, vcc
	v_sub_u32_e32 v3, v1, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v19, v1, v29
	v_sub_u32_e32 v19, v19, v29
	; %bits_14 = arith.shli
	v_lshlrev_b32_e64 v1, 3, v4
	v_lshlrev_b32_e64 v3, 3, v5
	v_lshlrev_b32_e64 v28, 3, v6
	v_lshlrev_b32_e64 v2, 3, v7
	s_waitcnt vmcnt(0)
	; %bits_15 = arith.shrsi
	v_ashrrev_i32_e64 v32, 2, v8
	v_ashrrev_i32_e64 v31, 2, v9
	v_ashrrev_i32_e64 v29, 2, v10
	v_ashrrev_i32_e64 v30, 2, v11
	; %bits_16 = arith.xori
	v_xor_b32_e64 v1, v1, v32
	v_xor_b32_e64 v3, v3, v31
	v_xor_b32_e64 v29, v28, v29
	v_xor_b32_e64 v31, v2, v30
	; %bits_17 = arith.andi
	v_and_b32_e32 v33, 0xf0f0, v4
	v_and_b32_e32 v35, 0xf0f0, v5
	v_and_b32_e32 v37, 0xf0f0, v6
	v_and_b32_e32 v39, 0xf0f0, v7
	; %bits_18 = arith.ori
	v_or_b32_e64 v20, v1, v33
	v_or_b32_e64 v21, v3, v35
	v_or_b32_e64 v22, v29, v37
	v_or_b32_e64 v23, v31, v39
	; %sel = arith.cmpi
	v_cmp_gt_i32_e64 s[30:31], v4, v8
	v_cmp_gt_i32_e64 s[32:33], v5, v9
	v_cmp_gt_i32_e64 s[34:35], v6, v10
	v_cmp_gt_i32_e64 s[36:37], v7, v11
	; %sel_19 = arith.maxsi
	v_max_i32_e64 v28, v4, v8
	v_max_i32_e64 v3, v5, v9
	v_max_i32_e64 v2, v6, v10
	v_max_i32_e64 v1, v7, v11
	; %sel_20 = arith.subi
	v_sub_u32_e64 v28, v28, v12
	v_sub_u32_e64 v3, v3, v13
	v_sub_u32_e64 v2, v2, v14
	v_sub_u32_e64 v1, v1, v15
	; %sel_21 = arith.minsi
	v_min_i32_e64 v29, v4, v8
	v_min_i32_e64 v32, v5, v9
	v_min_i32_e64 v30, v6, v10
	v_min_i32_e64 v31, v7, v11
	; %sel_22 = arith.addi
	v_add_u32_e64 v29, v29, v16
	v_add_u32_e64 v32, v32, v17
	v_add_u32_e64 v30, v30, v18
	v_add_u32_e64 v31, v31, v19
	; %sel_23 = arith.select
	v_cndmask_b32_e64 v29, v29, v28, s[30:31]
	v_cndmask_b32_e64 v28, v32, v3, s[32:33]
	v_cndmask_b32_e64 v30, v30, v2, s[34:35]
	v_cndmask_b32_e64 v32, v31, v1, s[36:37]
	; %clamped_24 = arith.maxsi
	v_max_i32_e64 v34, v29, v42
	v_max_i32_e64 v36, v28, v42
	v_max_i32_e64 v38, v30, v42
	v_max_i32_e64 v40, v32, v42
	; %clamped_26 = arith.minsi
	v_min_i32_e64 v24, v34, v44
	v_min_i32_e64 v25, v36, v44
	v_min_i32_e64 v26, v38, v44
	v_min_i32_e64 v27, v40, v44
	; %1 = tt.addptr
	v_mul_lo_u32 v66, v0, 4
	v_mul_hi_i32 v67, v0, 4
	v_add_co_u32_e64 v68, vcc, v58, v66
	v_addc_co_u32_e64 v69, vcc, v59, v67, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx4 v[68:69], v[12:15], off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mul_lo_u32 v70, v0, 4
	v_mul_hi_i32 v71, v0, 4
	v_add_co_u32_e64 v72, vcc, v60, v70
	v_addc_co_u32_e64 v73, vcc, v61, v71, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx4 v[72:73], v[16:19], off
	s_or_b64 exec, exec, s[8:9]
	; %5 = tt.addptr
	v_mul_lo_u32 v74, v0, 4
	v_mul_hi_i32 v75, v0, 4
	v_add_co_u32_e64 v78, vcc, v62, v74
	v_addc_co_u32_e64 v79, vcc, v63, v75, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx4 v[78:79], v[20:23], off
	s_or_b64 exec, exec, s[8:9]
	; %7 = tt.addptr
	v_mul_lo_u32 v82, v0, 4
	v_mul_hi_i32 v83, v0, 4
	v_add_co_u32_e64 v84, vcc, v64, v82
	v_addc_co_u32_e64 v85, vcc, v65, v83, vcc
	; tt.store
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dwordx4 v[84:85], v[24:27], off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size int_ops_kernel, .Lfunc_end0-int_ops_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel int_ops_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 92
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: int_ops_kernel
    .symbol: int_ops_kernel.kd
    .kernarg_segment_size: 64
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 40
    .vgpr_count: 90
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
      - .name: !str q_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str r_ptr
        .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str bits_ptr
        .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str sel_ptr
        .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 48
        .size: 4
        .value_kind: by_value
      - .name: !str d
        .offset: 52
        .size: 4
        .value_kind: by_value
      - .name: !str lo
        .offset: 56
        .size: 4
        .value_kind: by_value
      - .name: !str hi
        .offset: 60
        .size: 4
        .value_kind: by_value
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
