	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl matmul_kernel
	.p2align 8
	.type matmul_kernel,@function
matmul_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx4 s[20:23], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v92, s12
	v_mov_b32 v93, s13
	v_mov_b32 v94, s14
	v_mov_b32 v95, s15
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_mov_b32 v3, s20
	v_mov_b32 v36, s21
	v_mov_b32 v37, s22
	v_mov_b32 v38, 0
	v_mov_b32 v39, 0
	v_and_b32_e64 v40, v0, 63
	v_lshrrev_b32_e64 v41, 2, v0
	v_and_b32_e64 v41, v41, 63
	v_lshrrev_b32_e64 v42, 6, v0
	v_and_b32_e64 v42, v42, 3
	v_lshlrev_b32_e64 v43, 3, v0
	v_and_b32_e64 v43, v43, 24
	v_mov_b32 v44, 0
	v_lshrrev_b32_e64 v45, 2, v0
	v_and_b32_e64 v45, v45, 63
	v_lshlrev_b32_e64 v46, 3, v0
	v_and_b32_e64 v46, v46, 24
	v_mul_lo_u32 v47, v45, 64
	v_add_u32_e64 v47, v47, v44
	v_lshrrev_b32_e64 v45, 1, v45
	v_and_b32_e64 v45, v45, 3
	v_lshlrev_b32_e64 v45, 3, v45
	v_xor_b32_e64 v45, v46, v45
	v_lshlrev_b32_e64 v45, 1, v45
	v_add_u32_e64 v45, v47, v45
	v_and_b32_e64 v46, v0, 31
	v_lshrrev_b32_e64 v47, 2, v0
	v_and_b32_e64 v47, v47, 32
	v_or_b32_e64 v46, v46, v47
	v_lshrrev_b32_e64 v47, 3, v0
	v_and_b32_e64 v47, v47, 4
	v_mul_lo_u32 v48, v46, 64
	v_add_u32_e64 v48, v48, v44
	v_lshrrev_b32_e64 v46, 1, v46
	v_and_b32_e64 v46, v46, 3
	v_lshlrev_b32_e64 v46, 3, v46
	v_xor_b32_e64 v46, v47, v46
	v_lshlrev_b32_e64 v46, 1, v46
	v_add_u32_e64 v47, v48, v46
	v_lshrrev_b32_e64 v49, 6, v0
	v_and_b32_e64 v49, v49, 3
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v49, v50
	v_add_u32_e64 v51, v51, v44
	v_and_b32_e64 v49, v0, 63
	v_mul_lo_u32 v50, v49, 2
	v_add_u32_e64 v50, v50, v51
	v_lshrrev_b32_e64 v49, 3, v0
	v_and_b32_e64 v49, v49, 4
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v49, v51
	v_add_u32_e64 v52, v52, v44
	v_and_b32_e64 v49, v0, 31
	v_lshrrev_b32_e64 v51, 1, v0
	v_and_b32_e64 v51, v51, 32
	v_or_b32_e64 v49, v49, v51
	v_mul_lo_u32 v51, v49, 2
	v_add_u32_e64 v51, v51, v52
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v49, s4
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v52, v2, 63
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v53, 64
	v_ashrrev_i32 v55, 31, v52
	v_ashrrev_i32 v56, 31, v53
	v_add_u32_e32 v57, v52, v55
	v_xor_b32_e32 v57, v57, v55
	v_add_u32_e32 v58, v53, v56
	v_xor_b32_e32 v58, v58, v56
	v_xor_b32_e32 v56, v55, v56
	v_cvt_f32_u32 v54, v58
	v_rcp_iflag_f32 v54, v54
	v_mul_f32_e32 v54, 0x4f7ffffe, v54
	v_cvt_u32_f32 v54, v54
	v_sub_u32_e32 v59, 0, v58
	v_mul_lo_u32 v59, v59, v54
	v_mul_hi_u32 v59, v54, v59
	v_add_u32_e32 v54, v54, v59
	v_mul_hi_u32 v54, v57, v54
	v_mul_lo_u32 v59, v54, v58
	v_sub_u32_e32 v59, v57, v59
	v_add_u32_e32 v57, 1, v54
	v_cmp_ge_u32_e32 vcc, v59, v58
	v_cndmask_b32_e32 v54, v54, v57, vcc
	v_sub_u32_e32 v57, v59, v58
	v_cndmask_b32_e32 v59, v59, v57, vcc
	v_add_u32_e32 v57, 1, v54
	v_cmp_ge_u32_e32 vcc, v59, v58
	v_cndmask_b32_e32 v54, v54, v57, vcc
	v_sub_u32_e32 v57, v59, v58
	v_cndmask_b32_e32 v59, v59, v57, vcc
	v_xor_b32_e32 v54, v54, v56
	v_sub_u32_e32 v54, v54, v56
	; %pid_m = arith.divsi
	v_ashrrev_i32 v53, 31, v49
	v_ashrrev_i32 v55, 31, v54
	v_add_u32_e32 v56, v49, v53
	v_xor_b32_e32 v56, v56, v53
	v_add_u32_e32 v57, v54, v55
	v_xor_b32_e32 v57, v57, v55
	v_xor_b32_e32 v55, v53, v55
	v_cvt_f32_u32 v52, v57
	v_rcp_iflag_f32 v52, v52
	v_mul_f32_e32 v52, 0x4f7ffffe, v52
	v_cvt_u32_f32 v52, v52
	v_sub_u32_e32 v58, 0, v57
	v_mul_lo_u32 v58, v58, v52
	v_mul_hi_u32 v58, v52, v58
	v_add_u32_e32 v52, v52, v58
	v_mul_hi_u32 v52, v56, v52
	v_mul_lo_u32 v58, v52, v57
	v_sub_u32_e32 v58, v56, v58
	v_add_u32_e32 v56, 1, v52
	v_cmp_ge_u32_e32 vcc, v58, v57
	v_cndmask_b32_e32 v52, v52, v56, vcc
	v_sub_u32_e32 v56, v58, v57
	v_cndmask_b32_e32 v58, v58, v56, vcc
	v_add_u32_e32 v56, 1, v52
	v_cmp_ge_u32_e32 vcc, v58, v57
	v_cndmask_b32_e32 v52, v52, v56, vcc
	v_sub_u32_e32 v56, v58, v57
	v_cndmask_b32_e32 v58, v58, v56, vcc
	v_xor_b32_e32 v52, v52, v55
	v_sub_u32_e32 v52, v52, v55
	; %pid_n = arith.remsi
	v_ashrrev_i32 v55, 31, v49
	v_ashrrev_i32 v56, 31, v54
	v_add_u32_e32 v57, v49, v55
	v_xor_b32_e32 v57, v57, v55
	v_add_u32_e32 v58, v54, v56
	v_xor_b32_e32 v58, v58, v56
	v_xor_b32_e32 v56, v55, v56
	v_cvt_f32_u32 v53, v58
	v_rcp_iflag_f32 v53, v53
	v_mul_f32_e32 v53, 0x4f7ffffe, v53
	v_cvt_u32_f32 v53, v53
	v_sub_u32_e32 v59, 0, v58
	v_mul_lo_u32 v59, v59, v53
	v_mul_hi_u32 v59, v53, v59
	v_add_u32_e32 v53, v53, v59
	v_mul_hi_u32 v53, v57, v53
	v_mul_lo_u32 v59, v53, v58
	v_sub_u32_e32 v59, v57, v59
	v_add_u32_e32 v57, 1, v53
	v_cmp_ge_u32_e32 vcc, v59, v58
	v_cndmask_b32_e32 v53, v53, v57, vcc
	v_sub_u32_e32 v57, v59, v58
	v_cndmask_b32_e32 v59, v59, v57, vcc
	v_add_u32_e32 v57, 1, v53
	v_cmp_ge_u32_e32 vcc, v59, v58
	v_cndmask_b32_e32 v53, v53, v57, vcc
	v_sub_u32_e32 v57, v59, v58
	v_cndmask_b32_e32 v59, v59, v57, vcc
	v_xor_b32_e32 v53, v59, v55
	v_sub_u32_e32 v53, v53, v55
	; %rm = arith.muli
	v_mul_lo_u32 v49, v52, 64
	; %rm_6 = arith.addi
	v_add_u32_e64 v41, v49, v41
	; %rn = arith.muli
	v_mul_lo_u32 v52, v53, 64
	; %rn_8 = arith.addi
	v_add_u32_e64 v40, v52, v40
	; %rk_1 = tt.make_range
	v_or_b32_e64 v52, v42, 4
	v_or_b32_e64 v53, v42, 8
	v_or_b32_e64 v54, v42, 12
	v_or_b32_e64 v55, v42, 16
	v_or_b32_e64 v56, v42, 20
	v_or_b32_e64 v57, v42, 24
	v_or_b32_e64 v58, v42, 28
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v36, v41, v36
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v96, v36, 2
	v_mul_hi_i32 v97, v36, 2
	v_add_co_u32_e64 v92, vcc, v92, v96
	v_addc_co_u32_e64 v93, vcc, v93, v97, vcc
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v96, v43, 2
	v_mul_hi_i32 v97, v43, 2
	v_add_co_u32_e64 v92, vcc, v92, v96
	v_addc_co_u32_e64 v93, vcc, v93, v97, vcc
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v36, v42, v37
	v_mul_lo_u32 v52, v52, v37
	v_mul_lo_u32 v53, v53, v37
	v_mul_lo_u32 v54, v54, v37
	v_mul_lo_u32 v59, v55, v37
	v_mul_lo_u32 v56, v56, v37
	v_mul_lo_u32 v57, v57, v37
	v_mul_lo_u32 v58, v58, v37
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v96, v36, 2
	v_mul_hi_i32 v97, v36, 2
	v_add_co_u32_e64 v96, vcc, v94, v96
	v_addc_co_u32_e64 v97, vcc, v95, v97, vcc
	v_mul_lo_u32 v98, v52, 2
	v_mul_hi_i32 v99, v52, 2
	v_add_co_u32_e64 v98, vcc, v94, v98
	v_addc_co_u32_e64 v99, vcc, v95, v99, vcc
	v_mul_lo_u32 v100, v53, 2
	v_mul_hi_i32 v101, v53, 2
	v_add_co_u32_e64 v100, vcc, v94, v100
	v_addc_co_u32_e64 v101, vcc, v95, v101, vcc
	v_mul_lo_u32 v102, v54, 2
	v_mul_hi_i32 v103, v54, 2
	v_add_co_u32_e64 v102, vcc, v94, v102
	v_addc_co_u32_e64 v103, vcc, v95, v103, vcc
	v_mul_lo_u32 v104, v59, 2
	v_mul_hi_i32 v105, v59, 2
	v_add_co_u32_e64 v104, vcc, v94, v104
	v_addc_co_u32_e64 v105, vcc, v95, v105, vcc
	v_mul_lo_u32 v106, v56, 2
	v_mul_hi_i32 v107, v56, 2
	v_add_co_u32_e64 v106, vcc, v94, v106
	v_addc_co_u32_e64 v107, vcc, v95, v107, vcc
	v_mul_lo_u32 v108, v57, 2
	v_mul_hi_i32 v109, v57, 2
	v_add_co_u32_e64 v108, vcc, v94, v108
	v_addc_co_u32_e64 v109, vcc, v95, v109, vcc
	v_mul_lo_u32 v110, v58, 2
	v_mul_hi_i32 v111, v58, 2
	v_add_co_u32_e64 v94, vcc, v94, v110
	v_addc_co_u32_e64 v95, vcc, v95, v111, vcc
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v96, vcc, v96, v110
	v_addc_co_u32_e64 v97, vcc, v97, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v98, vcc, v98, v110
	v_addc_co_u32_e64 v99, vcc, v99, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v100, vcc, v100, v110
	v_addc_co_u32_e64 v101, vcc, v101, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v102, vcc, v102, v110
	v_addc_co_u32_e64 v103, vcc, v103, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v104, vcc, v104, v110
	v_addc_co_u32_e64 v105, vcc, v105, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v106, vcc, v106, v110
	v_addc_co_u32_e64 v107, vcc, v107, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v108, vcc, v108, v110
	v_addc_co_u32_e64 v109, vcc, v109, v111, vcc
	v_mul_lo_u32 v110, v40, 2
	v_mul_hi_i32 v111, v40, 2
	v_add_co_u32_e64 v94, vcc, v94, v110
	v_addc_co_u32_e64 v95, vcc, v95, v111, vcc
	v_mov_b32 v28, v38
	v_mov_b32 v29, v38
	v_mov_b32 v30, v38
	v_mov_b32 v31, v38
	v_mov_b32 v32, v38
	v_mov_b32 v33, v38
	v_mov_b32 v34, v38
	v_mov_b32 v35, v38
	v_mov_b32 v36, v38
	v_mov_b32 v52, v38
	v_mov_b32 v53, v38
	v_mov_b32 v54, v38
	v_mov_b32 v56, v38
	v_mov_b32 v57, v38
	v_mov_b32 v58, v38
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v39, v3
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %k_left = arith.subi
	v_sub_u32_e64 v59, v3, v39
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v41, v1
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v43, v59
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %a_41 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dwordx4 v[4:7], v[92:93], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v60, 0xffff, v4
	v_lshrrev_b32 v61, 16, v4
	v_and_b32_e32 v62, 0xffff, v5
	v_lshrrev_b32 v63, 16, v5
	v_and_b32_e32 v64, 0xffff, v6
	v_lshrrev_b32 v65, 16, v6
	v_and_b32_e32 v66, 0xffff, v7
	v_lshrrev_b32 v67, 16, v7
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v42, v59
	v_cmp_lt_i32_e64 s[26:27], v55, v59
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v40, v2
	; %b_47 = arith.andi
	s_and_b64 s[30:31], s[24:25], s[28:29]
	s_and_b64 s[32:33], s[24:25], s[28:29]
	s_and_b64 s[34:35], s[24:25], s[28:29]
	s_and_b64 s[24:25], s[24:25], s[28:29]
	s_and_b64 s[36:37], s[26:27], s[28:29]
	s_and_b64 s[38:39], s[26:27], s[28:29]
	s_and_b64 s[40:41], s[26:27], s[28:29]
	s_and_b64 s[26:27], s[26:27], s[28:29]
	; %b_48 = tt.load
	v_mov_b32 v59, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_ushort v59, v[96:97], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v68, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_ushort v68, v[98:99], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v69, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_ushort v69, v[100:101], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v70, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v70, v[102:103], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v71, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_ushort v71, v[104:105], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v72, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_ushort v72, v[106:107], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v73, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_ushort v73, v[108:109], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v74, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v74, v[94:95], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_and_b32_e32 v8, 0xffff, v60
	v_lshl_or_b32 v8, v61, 16, v8
	v_and_b32_e32 v9, 0xffff, v62
	v_lshl_or_b32 v9, v63, 16, v9
	v_and_b32_e32 v10, 0xffff, v64
	v_lshl_or_b32 v10, v65, 16, v10
	v_and_b32_e32 v11, 0xffff, v66
	v_lshl_or_b32 v11, v67, 16, v11
	ds_write_b128 v45, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v47
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v60, 0xffff, v12
	v_lshrrev_b32 v61, 16, v12
	v_and_b32_e32 v62, 0xffff, v13
	v_lshrrev_b32 v63, 16, v13
	v_xor_b32_e64 v64, v46, 16
	v_add_u32_e64 v64, v48, v64
	ds_read_b64 v[16:17], v64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v64, 0xffff, v16
	v_lshrrev_b32 v65, 16, v16
	v_and_b32_e32 v66, 0xffff, v17
	v_lshrrev_b32 v67, 16, v17
	v_xor_b32_e64 v75, v46, 32
	v_add_u32_e64 v75, v48, v75
	ds_read_b64 v[20:21], v75
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v75, 0xffff, v20
	v_lshrrev_b32 v76, 16, v20
	v_and_b32_e32 v77, 0xffff, v21
	v_lshrrev_b32 v78, 16, v21
	v_xor_b32_e64 v79, v46, 48
	v_add_u32_e64 v79, v48, v79
	ds_read_b64 v[24:25], v79
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v79, 0xffff, v24
	v_lshrrev_b32 v80, 16, v24
	v_and_b32_e32 v81, 0xffff, v25
	v_lshrrev_b32 v82, 16, v25
	s_waitcnt vmcnt(7)
	; v94 = ttg.convert_layout
	ds_write_b16 v50, v59 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b16 v50, v68 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b16 v50, v69 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v50, v70 offset:5632
	s_waitcnt vmcnt(3)
	ds_write_b16 v50, v71 offset:6144
	s_waitcnt vmcnt(2)
	ds_write_b16 v50, v72 offset:6656
	s_waitcnt vmcnt(1)
	ds_write_b16 v50, v73 offset:7168
	s_waitcnt vmcnt(0)
	ds_write_b16 v50, v74 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v59, v51 offset:4096
	ds_read_u16 v68, v51 offset:4224
	ds_read_u16 v69, v51 offset:4352
	ds_read_u16 v70, v51 offset:4480
	ds_read_u16 v71, v51 offset:5120
	ds_read_u16 v72, v51 offset:5248
	ds_read_u16 v73, v51 offset:5376
	ds_read_u16 v74, v51 offset:5504
	ds_read_u16 v83, v51 offset:6144
	ds_read_u16 v84, v51 offset:6272
	ds_read_u16 v85, v51 offset:6400
	ds_read_u16 v86, v51 offset:6528
	ds_read_u16 v87, v51 offset:7168
	ds_read_u16 v88, v51 offset:7296
	ds_read_u16 v89, v51 offset:7424
	ds_read_u16 v90, v51 offset:7552
	; %acc_49 = tt.dot
	v_and_b32_e32 v91, 0xffff, v60
	v_lshl_or_b32 v91, v61, 16, v91
	s_waitcnt lgkmcnt(14)
	v_and_b32_e32 v60, 0xffff, v59
	v_lshl_or_b32 v60, v68, 16, v60
	v_and_b32_e32 v59, 0xffff, v62
	v_lshl_or_b32 v59, v63, 16, v59
	s_waitcnt lgkmcnt(12)
	v_and_b32_e32 v61, 0xffff, v69
	v_lshl_or_b32 v61, v70, 16, v61
	v_and_b32_e32 v62, 0xffff, v64
	v_lshl_or_b32 v62, v65, 16, v62
	s_waitcnt lgkmcnt(10)
	v_and_b32_e32 v63, 0xffff, v71
	v_lshl_or_b32 v63, v72, 16, v63
	v_and_b32_e32 v64, 0xffff, v66
	v_lshl_or_b32 v64, v67, 16, v64
	s_waitcnt lgkmcnt(8)
	v_and_b32_e32 v65, 0xffff, v73
	v_lshl_or_b32 v65, v74, 16, v65
	v_and_b32_e32 v66, 0xffff, v75
	v_lshl_or_b32 v66, v76, 16, v66
	s_waitcnt lgkmcnt(6)
	v_and_b32_e32 v67, 0xffff, v83
	v_lshl_or_b32 v67, v84, 16, v67
	v_and_b32_e32 v68, 0xffff, v77
	v_lshl_or_b32 v68, v78, 16, v68
	s_waitcnt lgkmcnt(4)
	v_and_b32_e32 v69, 0xffff, v85
	v_lshl_or_b32 v69, v86, 16, v69
	v_and_b32_e32 v70, 0xffff, v79
	v_lshl_or_b32 v70, v80, 16, v70
	s_waitcnt lgkmcnt(2)
	v_and_b32_e32 v71, 0xffff, v87
	v_lshl_or_b32 v71, v88, 16, v71
	v_and_b32_e32 v72, 0xffff, v81
	v_lshl_or_b32 v72, v82, 16, v72
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v73, 0xffff, v89
	v_lshl_or_b32 v73, v90, 16, v73
	v_mov_b32 v232, v28
	v_mov_b32 v233, v29
	v_mov_b32 v234, v30
	v_mov_b32 v235, v31
	v_mov_b32 v236, v32
	v_mov_b32 v237, v33
	v_mov_b32 v238, v34
	v_mov_b32 v239, v35
	v_mov_b32 v240, v38
	v_mov_b32 v241, v36
	v_mov_b32 v242, v52
	v_mov_b32 v243, v53
	v_mov_b32 v244, v54
	v_mov_b32 v245, v56
	v_mov_b32 v246, v57
	v_mov_b32 v247, v58
	v_mov_b32 v248, v60
	v_mov_b32 v249, v61
	v_mov_b32 v250, v91
	v_mov_b32 v251, v59
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[248:249], v[250:251], v[232:247]
	v_mov_b32 v252, v63
	v_mov_b32 v253, v65
	v_mov_b32 v254, v62
	v_mov_b32 v255, v64
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[252:253], v[254:255], v[232:247]
	v_mov_b32 v248, v67
	v_mov_b32 v249, v69
	v_mov_b32 v250, v66
	v_mov_b32 v251, v68
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[248:249], v[250:251], v[232:247]
	v_mov_b32 v252, v71
	v_mov_b32 v253, v73
	v_mov_b32 v254, v70
	v_mov_b32 v255, v72
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[252:253], v[254:255], v[232:247]
	s_nop 15
	s_nop 2
	v_mov_b32 v59, v232
	v_mov_b32 v60, v233
	v_mov_b32 v61, v234
	v_mov_b32 v62, v235
	v_mov_b32 v63, v236
	v_mov_b32 v64, v237
	v_mov_b32 v65, v238
	v_mov_b32 v66, v239
	v_mov_b32 v67, v240
	v_mov_b32 v68, v241
	v_mov_b32 v69, v242
	v_mov_b32 v70, v243
	v_mov_b32 v71, v244
	v_mov_b32 v72, v245
	v_mov_b32 v73, v246
	v_mov_b32 v74, v247
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v110, 64
	v_mov_b32 v111, 0
	v_add_co_u32_e64 v92, vcc, v92, v110
	v_addc_co_u32_e64 v93, vcc, v93, v111, vcc
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v75, v37, 32
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v96, vcc, v96, v110
	v_addc_co_u32_e64 v97, vcc, v97, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v98, vcc, v98, v110
	v_addc_co_u32_e64 v99, vcc, v99, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v100, vcc, v100, v110
	v_addc_co_u32_e64 v101, vcc, v101, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v102, vcc, v102, v110
	v_addc_co_u32_e64 v103, vcc, v103, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v104, vcc, v104, v110
	v_addc_co_u32_e64 v105, vcc, v105, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v106, vcc, v106, v110
	v_addc_co_u32_e64 v107, vcc, v107, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v108, vcc, v108, v110
	v_addc_co_u32_e64 v109, vcc, v109, v111, vcc
	v_mul_lo_u32 v110, v75, 2
	v_mul_hi_i32 v111, v75, 2
	v_add_co_u32_e64 v94, vcc, v94, v110
	v_addc_co_u32_e64 v95, vcc, v95, v111, vcc
	v_add_u32_e64 v39, v39, 32
	v_mov_b32 v28, v59
	v_mov_b32 v29, v60
	v_mov_b32 v30, v61
	v_mov_b32 v31, v62
	v_mov_b32 v32, v63
	v_mov_b32 v33, v64
	v_mov_b32 v34, v65
	v_mov_b32 v35, v66
	v_mov_b32 v38, v67
	v_mov_b32 v36, v68
	v_mov_b32 v52, v69
	v_mov_b32 v53, v70
	v_mov_b32 v54, v71
	v_mov_b32 v56, v72
	v_mov_b32 v57, v73
	v_mov_b32 v58, v74
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v92, s16
	v_mov_b32 v93, s17
	v_mov_b32 v3, s23
	v_lshrrev_b32_e64 v37, 6, v0
	v_and_b32_e64 v37, v37, 3
	v_and_b32_e64 v39, v0, 31
	v_lshrrev_b32_e64 v41, 2, v0
	v_and_b32_e64 v41, v41, 32
	v_or_b32_e64 v39, v39, v41
	v_lshrrev_b32_e64 v41, 3, v0
	v_and_b32_e64 v41, v41, 4
	v_lshrrev_b32_e64 v42, 1, v0
	v_and_b32_e64 v42, v42, 32
	v_or_b32_e64 v41, v41, v42
	v_mov_b32 v42, 0x100
	v_mul_lo_u32 v43, v39, v42
	v_add_u32_e64 v43, v43, v44
	v_lshrrev_b32_e64 v39, 0, v39
	v_and_b32_e64 v39, v39, 7
	v_lshlrev_b32_e64 v39, 2, v39
	v_xor_b32_e64 v39, v41, v39
	v_lshlrev_b32_e64 v39, 2, v39
	v_add_u32_e64 v41, v43, v39
	v_lshrrev_b32_e64 v42, 6, v0
	v_and_b32_e64 v42, v42, 3
	v_and_b32_e64 v0, v0, 63
	v_mov_b32 v45, 0x100
	v_mul_lo_u32 v46, v42, v45
	v_add_u32_e64 v46, v46, v44
	v_lshrrev_b32_e64 v42, 0, v42
	v_and_b32_e64 v42, v42, 7
	v_lshlrev_b32_e64 v42, 2, v42
	v_xor_b32_e64 v0, v0, v42
	v_lshlrev_b32_e64 v0, 2, v0
	v_add_u32_e64 v42, v46, v0
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v44, v37, 4
	v_or_b32_e64 v45, v37, 8
	v_or_b32_e64 v47, v37, 12
	v_or_b32_e64 v48, v37, 16
	v_or_b32_e64 v50, v37, 20
	v_or_b32_e64 v51, v37, 24
	v_or_b32_e64 v55, v37, 28
	v_or_b32_e64 v59, v37, 32
	v_or_b32_e64 v60, v37, 36
	v_or_b32_e64 v61, v37, 40
	v_or_b32_e64 v62, v37, 44
	v_or_b32_e64 v63, v37, 48
	v_or_b32_e64 v64, v37, 52
	v_or_b32_e64 v65, v37, 56
	v_or_b32_e64 v66, v37, 60
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v37, v49, v37
	v_add_u32_e64 v44, v49, v44
	v_add_u32_e64 v45, v49, v45
	v_add_u32_e64 v47, v49, v47
	v_add_u32_e64 v48, v49, v48
	v_add_u32_e64 v50, v49, v50
	v_add_u32_e64 v51, v49, v51
	v_add_u32_e64 v55, v49, v55
	v_add_u32_e64 v59, v49, v59
	v_add_u32_e64 v60, v49, v60
	v_add_u32_e64 v61, v49, v61
	v_add_u32_e64 v62, v49, v62
	v_add_u32_e64 v63, v49, v63
	v_add_u32_e64 v64, v49, v64
	v_add_u32_e64 v65, v49, v65
	v_add_u32_e64 v49, v49, v66
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v37, v1
	v_cmp_lt_i32_e64 s[26:27], v44, v1
	v_cmp_lt_i32_e64 s[28:29], v45, v1
	v_cmp_lt_i32_e64 s[30:31], v47, v1
	v_cmp_lt_i32_e64 s[32:33], v48, v1
	v_cmp_lt_i32_e64 s[34:35], v50, v1
	v_cmp_lt_i32_e64 s[36:37], v51, v1
	v_cmp_lt_i32_e64 s[38:39], v55, v1
	v_cmp_lt_i32_e64 s[40:41], v59, v1
	v_cmp_lt_i32_e64 s[42:43], v60, v1
	v_cmp_lt_i32_e64 s[44:45], v61, v1
	v_cmp_lt_i32_e64 s[46:47], v62, v1
	v_cmp_lt_i32_e64 s[48:49], v63, v1
	v_cmp_lt_i32_e64 s[50:51], v64, v1
	v_cmp_lt_i32_e64 s[52:53], v65, v1
	v_cmp_lt_i32_e64 s[54:55], v49, v1
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[56:57], v40, v2
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[56:57]
	s_and_b64 s[26:27], s[26:27], s[56:57]
	s_and_b64 s[28:29], s[28:29], s[56:57]
	s_and_b64 s[30:31], s[30:31], s[56:57]
	s_and_b64 s[32:33], s[32:33], s[56:57]
	s_and_b64 s[34:35], s[34:35], s[56:57]
	s_and_b64 s[36:37], s[36:37], s[56:57]
	s_and_b64 s[38:39], s[38:39], s[56:57]
	s_and_b64 s[40:41], s[40:41], s[56:57]
	s_and_b64 s[42:43], s[42:43], s[56:57]
	s_and_b64 s[44:45], s[44:45], s[56:57]
	s_and_b64 s[46:47], s[46:47], s[56:57]
	s_and_b64 s[48:49], s[48:49], s[56:57]
	s_and_b64 s[50:51], s[50:51], s[56:57]
	s_and_b64 s[52:53], s[52:53], s[56:57]
	s_and_b64 s[54:55], s[54:55], s[56:57]
	; %1 = arith.muli
	v_mul_lo_u32 v1, v37, v3
	v_mul_lo_u32 v2, v44, v3
	v_mul_lo_u32 v37, v45, v3
	v_mul_lo_u32 v44, v47, v3
	v_mul_lo_u32 v45, v48, v3
	v_mul_lo_u32 v47, v50, v3
	v_mul_lo_u32 v48, v51, v3
	v_mul_lo_u32 v50, v55, v3
	v_mul_lo_u32 v51, v59, v3
	v_mul_lo_u32 v55, v60, v3
	v_mul_lo_u32 v59, v61, v3
	v_mul_lo_u32 v60, v62, v3
	v_mul_lo_u32 v61, v63, v3
	v_mul_lo_u32 v62, v64, v3
	v_mul_lo_u32 v63, v65, v3
	v_mul_lo_u32 v3, v49, v3
	; %3 = tt.addptr
	v_mul_lo_u32 v94, v1, 4
	v_mul_hi_i32 v95, v1, 4
	v_add_co_u32_e64 v94, vcc, v92, v94
	v_addc_co_u32_e64 v95, vcc, v93, v95, vcc
	v_mul_lo_u32 v96, v2, 4
	v_mul_hi_i32 v97, v2, 4
	v_add_co_u32_e64 v96, vcc, v92, v96
	v_addc_co_u32_e64 v97, vcc, v93, v97, vcc
	v_mul_lo_u32 v98, v37, 4
	v_mul_hi_i32 v99, v37, 4
	v_add_co_u32_e64 v98, vcc, v92, v98
	v_addc_co_u32_e64 v99, vcc, v93, v99, vcc
	v_mul_lo_u32 v100, v44, 4
	v_mul_hi_i32 v101, v44, 4
	v_add_co_u32_e64 v100, vcc, v92, v100
	v_addc_co_u32_e64 v101, vcc, v93, v101, vcc
	v_mul_lo_u32 v102, v45, 4
	v_mul_hi_i32 v103, v45, 4
	v_add_co_u32_e64 v102, vcc, v92, v102
	v_addc_co_u32_e64 v103, vcc, v93, v103, vcc
	v_mul_lo_u32 v104, v47, 4
	v_mul_hi_i32 v105, v47, 4
	v_add_co_u32_e64 v104, vcc, v92, v104
	v_addc_co_u32_e64 v105, vcc, v93, v105, vcc
	v_mul_lo_u32 v106, v48, 4
	v_mul_hi_i32 v107, v48, 4
	v_add_co_u32_e64 v106, vcc, v92, v106
	v_addc_co_u32_e64 v107, vcc, v93, v107, vcc
	v_mul_lo_u32 v108, v50, 4
	v_mul_hi_i32 v109, v50, 4
	v_add_co_u32_e64 v108, vcc, v92, v108
	v_addc_co_u32_e64 v109, vcc, v93, v109, vcc
	v_mul_lo_u32 v110, v51, 4
	v_mul_hi_i32 v111, v51, 4
	v_add_co_u32_e64 v110, vcc, v92, v110
	v_addc_co_u32_e64 v111, vcc, v93, v111, vcc
	v_mul_lo_u32 v112, v55, 4
	v_mul_hi_i32 v113, v55, 4
	v_add_co_u32_e64 v112, vcc, v92, v112
	v_addc_co_u32_e64 v113, vcc, v93, v113, vcc
	v_mul_lo_u32 v114, v59, 4
	v_mul_hi_i32 v115, v59, 4
	v_add_co_u32_e64 v114, vcc, v92, v114
	v_addc_co_u32_e64 v115, vcc, v93, v115, vcc
	v_mul_lo_u32 v116, v60, 4
	v_mul_hi_i32 v117, v60, 4
	v_add_co_u32_e64 v116, vcc, v92, v116
	v_addc_co_u32_e64 v117, vcc, v93, v117, vcc
	v_mul_lo_u32 v118, v61, 4
	v_mul_hi_i32 v119, v61, 4
	v_add_co_u32_e64 v118, vcc, v92, v118
	v_addc_co_u32_e64 v119, vcc, v93, v119, vcc
	v_mul_lo_u32 v120, v62, 4
	v_mul_hi_i32 v121, v62, 4
	v_add_co_u32_e64 v120, vcc, v92, v120
	v_addc_co_u32_e64 v121, vcc, v93, v121, vcc
	v_mul_lo_u32 v122, v63, 4
	v_mul_hi_i32 v123, v63, 4
	v_add_co_u32_e64 v122, vcc, v92, v122
	v_addc_co_u32_e64 v123, vcc, v93, v123, vcc
	v_mul_lo_u32 v124, v3, 4
	v_mul_hi_i32 v125, v3, 4
	v_add_co_u32_e64 v92, vcc, v92, v124
	v_addc_co_u32_e64 v93, vcc, v93, v125, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v94, vcc, v94, v124
	v_addc_co_u32_e64 v95, vcc, v95, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v96, vcc, v96, v124
	v_addc_co_u32_e64 v97, vcc, v97, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v98, vcc, v98, v124
	v_addc_co_u32_e64 v99, vcc, v99, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v100, vcc, v100, v124
	v_addc_co_u32_e64 v101, vcc, v101, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v102, vcc, v102, v124
	v_addc_co_u32_e64 v103, vcc, v103, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v104, vcc, v104, v124
	v_addc_co_u32_e64 v105, vcc, v105, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v106, vcc, v106, v124
	v_addc_co_u32_e64 v107, vcc, v107, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v108, vcc, v108, v124
	v_addc_co_u32_e64 v109, vcc, v109, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v110, vcc, v110, v124
	v_addc_co_u32_e64 v111, vcc, v111, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v112, vcc, v112, v124
	v_addc_co_u32_e64 v113, vcc, v113, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v114, vcc, v114, v124
	v_addc_co_u32_e64 v115, vcc, v115, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v116, vcc, v116, v124
	v_addc_co_u32_e64 v117, vcc, v117, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v118, vcc, v118, v124
	v_addc_co_u32_e64 v119, vcc, v119, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v120, vcc, v120, v124
	v_addc_co_u32_e64 v121, vcc, v121, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v122, vcc, v122, v124
	v_addc_co_u32_e64 v123, vcc, v123, v125, vcc
	v_mul_lo_u32 v124, v40, 4
	v_mul_hi_i32 v125, v40, 4
	v_add_co_u32_e64 v92, vcc, v92, v124
	v_addc_co_u32_e64 v93, vcc, v93, v125, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v41, v[28:31]
	v_xor_b32_e64 v1, v39, 32
	v_add_u32_e64 v1, v43, v1
	ds_write_b128 v1, v[32:35]
	v_xor_b32_e64 v1, v39, 64
	v_add_u32_e64 v1, v43, v1
	v_mov_b32 v4, v38
	v_mov_b32 v5, v36
	v_mov_b32 v6, v52
	v_mov_b32 v7, v53
	ds_write_b128 v1, v[4:7]
	v_xor_b32_e32 v1, 0x60, v39
	v_add_u32_e64 v1, v43, v1
	v_mov_b32 v8, v54
	v_mov_b32 v9, v56
	v_mov_b32 v10, v57
	v_mov_b32 v11, v58
	ds_write_b128 v1, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v42
	v_xor_b32_e64 v2, v0, 64
	v_add_u32_e64 v2, v46, v2
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v42 offset:2048
	v_xor_b32_e64 v36, v0, 64
	v_add_u32_e64 v36, v46, v36
	ds_read_b32 v36, v36 offset:3072
	ds_read_b32 v37, v42 offset:4096
	v_xor_b32_e64 v38, v0, 64
	v_add_u32_e64 v38, v46, v38
	ds_read_b32 v38, v38 offset:5120
	ds_read_b32 v39, v42 offset:6144
	v_xor_b32_e64 v40, v0, 64
	v_add_u32_e64 v40, v46, v40
	ds_read_b32 v40, v40 offset:7168
	ds_read_b32 v41, v42 offset:8192
	v_xor_b32_e64 v43, v0, 64
	v_add_u32_e64 v43, v46, v43
	ds_read_b32 v43, v43 offset:9216
	ds_read_b32 v44, v42 offset:10240
	v_xor_b32_e64 v45, v0, 64
	v_add_u32_e64 v45, v46, v45
	ds_read_b32 v45, v45 offset:11264
	ds_read_b32 v47, v42 offset:12288
	v_xor_b32_e64 v48, v0, 64
	v_add_u32_e64 v48, v46, v48
	ds_read_b32 v48, v48 offset:13312
	ds_read_b32 v42, v42 offset:14336
	v_xor_b32_e64 v0, v0, 64
	v_add_u32_e64 v0, v46, v0
	ds_read_b32 v0, v0 offset:15360
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[94:95], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[96:97], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[98:99], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[100:101], v36, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[102:103], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[104:105], v38, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[106:107], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_store_dword v[108:109], v40, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[110:111], v41, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[112:113], v43, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[114:115], v44, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[116:117], v45, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[118:119], v47, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_store_dword v[120:121], v48, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[122:123], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_store_dword v[92:93], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size matmul_kernel, .Lfunc_end0-matmul_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: matmul_kernel
    .symbol: matmul_kernel.kd
    .kernarg_segment_size: 48
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 60
    .vgpr_count: 256
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str a_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str b_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str c_ptr
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
      - .name: !str K
        .offset: 32
        .size: 4
        .value_kind: by_value
      - .name: !str stride_am
        .offset: 36
        .size: 4
        .value_kind: by_value
      - .name: !str stride_bk
        .offset: 40
        .size: 4
        .value_kind: by_value
      - .name: !str stride_cm
        .offset: 44
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
