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
	v_mov_b32 v68, s12
	v_mov_b32 v69, s13
	v_mov_b32 v72, s14
	v_mov_b32 v73, s15
	v_mov_b32 v76, s16
	v_mov_b32 v77, s17
	v_mov_b32 v54, s18
	v_mov_b32 v42, s19
	v_mov_b32 v44, s20
	v_mov_b32 v46, s21
	v_lshrrev_b32_e64 v48, 6, v0
	v_and_b32_e64 v50, v48, 1
	v_lshrrev_b32_e64 v52, 4, v0
	v_and_b32_e64 v58, v52, 7
	v_and_b32_e64 v56, v0, 63
	v_lshlrev_b32_e64 v59, 2, v0
	v_and_b32_e64 v60, v59, 60
	v_mov_b32 v62, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v3, v1, 7
	v_lshlrev_b32_e64 v1, 2, v0
	v_and_b32_e64 v2, v1, 60
	v_mov_b32 v36, 0x100
	v_mul_lo_u32 v1, v3, v36
	v_add_u32_e64 v1, v1, v62
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v2, v2, v3
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v1, v1, v2
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v3, v2, 1
	v_and_b32_e64 v2, v0, 63
	v_mov_b32 v36, 0x100
	v_mul_lo_u32 v0, v3, v36
	v_add_u32_e64 v0, v0, v62
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v37, v3, 7
	v_lshlrev_b32_e64 v39, 2, v37
	v_xor_b32_e64 v41, v2, v39
	v_lshlrev_b32_e64 v43, 2, v41
	v_add_u32_e64 v45, v0, v43
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v48, s4
	; %pid_n = tt.get_program_id
	v_mov_b32 v2, s5
	; %rm_0 = arith.muli
	v_mul_lo_u32 v4, v48, 32
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v40, v50, 2
	v_or_b32_e64 v38, v50, 4
	v_or_b32_e64 v36, v50, 6
	v_or_b32_e64 v3, v50, 8
	v_or_b32_e64 v37, v50, 10
	v_or_b32_e64 v39, v50, 12
	v_or_b32_e64 v41, v50, 14
	v_or_b32_e64 v62, v50, 16
	v_or_b32_e64 v48, v50, 18
	v_or_b32_e64 v47, v50, 20
	v_or_b32_e64 v49, v50, 22
	v_or_b32_e64 v51, v50, 24
	v_or_b32_e64 v53, v50, 26
	v_or_b32_e64 v55, v50, 28
	v_or_b32_e64 v57, v50, 30
	; %rm_1 = tt.make_range
	v_or_b32_e64 v61, v58, 8
	v_or_b32_e64 v59, v58, 16
	v_or_b32_e64 v28, v58, 24
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v52, v4, v50
	v_add_u32_e64 v40, v4, v40
	v_add_u32_e64 v38, v4, v38
	v_add_u32_e64 v36, v4, v36
	v_add_u32_e64 v3, v4, v3
	v_add_u32_e64 v37, v4, v37
	v_add_u32_e64 v39, v4, v39
	v_add_u32_e64 v41, v4, v41
	v_add_u32_e64 v50, v4, v62
	v_add_u32_e64 v48, v4, v48
	v_add_u32_e64 v47, v4, v47
	v_add_u32_e64 v49, v4, v49
	v_add_u32_e64 v51, v4, v51
	v_add_u32_e64 v53, v4, v53
	v_add_u32_e64 v55, v4, v55
	v_add_u32_e64 v57, v4, v57
	; %rm_3 = arith.addi
	v_add_u32_e64 v62, v4, v58
	v_add_u32_e64 v61, v4, v61
	v_add_u32_e64 v59, v4, v59
	v_add_u32_e64 v58, v4, v28
	; %rn_4 = arith.muli
	v_mul_lo_u32 v7, v2, 64
	; %rn_5 = tt.make_range
	v_or_b32_e64 v9, v60, 1
	v_or_b32_e64 v11, v60, 2
	v_or_b32_e64 v13, v60, 3
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v2, v7, v56
	; %rn_7 = arith.addi
	v_add_u32_e64 v17, v7, v60
	v_add_u32_e64 v19, v7, v9
	v_add_u32_e64 v21, v7, v11
	v_add_u32_e64 v23, v7, v13
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v52, v54
	v_cmp_lt_i32_e64 s[36:37], v40, v54
	v_cmp_lt_i32_e64 s[32:33], v38, v54
	v_cmp_lt_i32_e64 s[28:29], v36, v54
	v_cmp_lt_i32_e64 s[24:25], v3, v54
	v_cmp_lt_i32_e64 s[22:23], v37, v54
	v_cmp_lt_i32_e64 s[26:27], v39, v54
	v_cmp_lt_i32_e64 s[30:31], v41, v54
	v_cmp_lt_i32_e64 s[34:35], v50, v54
	v_cmp_lt_i32_e64 s[70:71], v48, v54
	v_cmp_lt_i32_e64 s[66:67], v47, v54
	v_cmp_lt_i32_e64 s[64:65], v49, v54
	v_cmp_lt_i32_e64 s[60:61], v51, v54
	v_cmp_lt_i32_e64 s[56:57], v53, v54
	v_cmp_lt_i32_e64 s[58:59], v55, v54
	v_cmp_lt_i32_e64 s[62:63], v57, v54
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[68:69], v62, v54
	v_cmp_lt_i32_e64 s[72:73], v61, v54
	v_cmp_lt_i32_e64 s[74:75], v59, v54
	v_cmp_lt_i32_e64 s[78:79], v58, v54
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[82:83], v2, v42
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[86:87], v17, v42
	v_cmp_lt_i32_e64 s[90:91], v19, v42
	v_cmp_lt_i32_e64 s[94:95], v21, v42
	v_cmp_lt_i32_e64 s[54:55], v23, v42
	; %mask_15_1 = arith.andi
	s_and_b64 s[52:53], s[38:39], s[82:83]
	s_and_b64 s[50:51], s[36:37], s[82:83]
	s_and_b64 s[48:49], s[32:33], s[82:83]
	s_and_b64 s[46:47], s[28:29], s[82:83]
	s_and_b64 s[44:45], s[24:25], s[82:83]
	s_and_b64 s[42:43], s[22:23], s[82:83]
	s_and_b64 s[40:41], s[26:27], s[82:83]
	s_and_b64 s[38:39], s[30:31], s[82:83]
	s_and_b64 s[34:35], s[34:35], s[82:83]
	s_and_b64 s[30:31], s[70:71], s[82:83]
	s_and_b64 s[26:27], s[66:67], s[82:83]
	s_and_b64 s[22:23], s[64:65], s[82:83]
	s_and_b64 s[24:25], s[60:61], s[82:83]
	s_and_b64 s[28:29], s[56:57], s[82:83]
	s_and_b64 s[32:33], s[58:59], s[82:83]
	s_and_b64 s[36:37], s[62:63], s[82:83]
	; %mask_15 = arith.andi
	s_and_b64 s[70:71], s[68:69], s[86:87]
	s_and_b64 s[66:67], s[68:69], s[90:91]
	s_and_b64 s[62:63], s[68:69], s[94:95]
	s_and_b64 s[58:59], s[68:69], s[54:55]
	s_and_b64 s[56:57], s[72:73], s[86:87]
	s_and_b64 s[60:61], s[72:73], s[90:91]
	s_and_b64 s[64:65], s[72:73], s[94:95]
	s_and_b64 s[68:69], s[72:73], s[54:55]
	s_and_b64 s[72:73], s[74:75], s[86:87]
	s_and_b64 s[76:77], s[74:75], s[90:91]
	s_and_b64 s[80:81], s[74:75], s[94:95]
	s_and_b64 s[84:85], s[74:75], s[54:55]
	s_and_b64 s[88:89], s[78:79], s[86:87]
	s_and_b64 s[92:93], s[78:79], s[90:91]
	s_and_b64 s[96:97], s[78:79], s[94:95]
	s_and_b64 s[54:55], s[78:79], s[54:55]
	; %x_16 = arith.muli
	v_mul_lo_u32 v60, v62, v44
	v_mul_lo_u32 v56, v61, v44
	v_mul_lo_u32 v54, v59, v44
	v_mul_lo_u32 v44, v58, v44
	; %x_18 = tt.addptr
	v_mul_lo_u32 v162, v60, 4
	v_mul_hi_i32 v163, v60, 4
	v_add_co_u32_e64 v166, vcc, v68, v162
	v_addc_co_u32_e64 v167, vcc, v69, v163, vcc
	v_mul_lo_u32 v170, v56, 4
	v_mul_hi_i32 v171, v56, 4
	v_add_co_u32_e64 v174, vcc, v68, v170
	v_addc_co_u32_e64 v175, vcc, v69, v171, vcc
	v_mul_lo_u32 v178, v54, 4
	v_mul_hi_i32 v179, v54, 4
	v_add_co_u32_e64 v182, vcc, v68, v178
	v_addc_co_u32_e64 v183, vcc, v69, v179, vcc
	v_mul_lo_u32 v186, v44, 4
	v_mul_hi_i32 v187, v44, 4
	v_add_co_u32_e64 v64, vcc, v68, v186
	v_addc_co_u32_e64 v65, vcc, v69, v187, vcc
	; %x_21 = tt.addptr
	v_mul_lo_u32 v68, v17, 4
	v_mul_hi_i32 v69, v17, 4
	v_add_co_u32_e64 v74, vcc, v166, v68
	v_addc_co_u32_e64 v75, vcc, v167, v69, vcc
	v_mul_lo_u32 v78, v17, 4
	v_mul_hi_i32 v79, v17, 4
	v_add_co_u32_e64 v80, vcc, v174, v78
	v_addc_co_u32_e64 v81, vcc, v175, v79, vcc
	v_mul_lo_u32 v84, v17, 4
	v_mul_hi_i32 v85, v17, 4
	v_add_co_u32_e64 v88, vcc, v182, v84
	v_addc_co_u32_e64 v89, vcc, v183, v85, vcc
	v_mul_lo_u32 v92, v17, 4
	v_mul_hi_i32 v93, v17, 4
	v_add_co_u32_e64 v96, vcc, v64, v92
	v_addc_co_u32_e64 v97, vcc, v65, v93, vcc
	; %x_22 = tt.load
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[70:71]
	global_load_dword v11, v[74:75], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[66:67]
	global_load_dword v10, v[74:75], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[62:63]
	global_load_dword v9, v[74:75], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[58:59]
	global_load_dword v8, v[74:75], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v25, 0
	s_and_saveexec_b64 s[8:9], s[56:57]
	global_load_dword v25, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_load_dword v24, v[80:81], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v22, 0
	s_and_saveexec_b64 s[8:9], s[64:65]
	global_load_dword v22, v[80:81], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v20, 0
	s_and_saveexec_b64 s[8:9], s[68:69]
	global_load_dword v20, v[80:81], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v62, 0
	s_and_saveexec_b64 s[8:9], s[72:73]
	global_load_dword v62, v[88:89], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v61, 0
	s_and_saveexec_b64 s[8:9], s[76:77]
	global_load_dword v61, v[88:89], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v60, 0
	s_and_saveexec_b64 s[8:9], s[80:81]
	global_load_dword v60, v[88:89], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v59, 0
	s_and_saveexec_b64 s[8:9], s[84:85]
	global_load_dword v59, v[88:89], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v58, 0
	s_and_saveexec_b64 s[8:9], s[88:89]
	global_load_dword v58, v[96:97], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v56, 0
	s_and_saveexec_b64 s[8:9], s[92:93]
	global_load_dword v56, v[96:97], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v54, 0
	s_and_saveexec_b64 s[8:9], s[96:97]
	global_load_dword v54, v[96:97], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v44, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v44, v[96:97], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[60:61], v17, v42
	v_cmp_lt_i32_e64 s[58:59], v19, v42
	v_cmp_lt_i32_e64 s[56:57], v21, v42
	v_cmp_lt_i32_e64 s[54:55], v23, v42
	; %b_25 = tt.addptr
	v_mul_lo_u32 v180, v17, 4
	v_mul_hi_i32 v181, v17, 4
	v_add_co_u32_e64 v184, vcc, v72, v180
	v_addc_co_u32_e64 v185, vcc, v73, v181, vcc
	; %b_26 = tt.load
	v_mov_b32 v34, 0
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_load_dword v34, v[184:185], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[58:59]
	global_load_dword v23, v[184:185], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v21, 0
	s_and_saveexec_b64 s[8:9], s[56:57]
	global_load_dword v21, v[184:185], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v42, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v42, v[184:185], off offset:12
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v4, v52, v46
	v_mul_lo_u32 v19, v40, v46
	v_mul_lo_u32 v18, v38, v46
	v_mul_lo_u32 v17, v36, v46
	v_mul_lo_u32 v16, v3, v46
	v_mul_lo_u32 v15, v37, v46
	v_mul_lo_u32 v14, v39, v46
	v_mul_lo_u32 v52, v41, v46
	v_mul_lo_u32 v50, v50, v46
	v_mul_lo_u32 v41, v48, v46
	v_mul_lo_u32 v40, v47, v46
	v_mul_lo_u32 v39, v49, v46
	v_mul_lo_u32 v38, v51, v46
	v_mul_lo_u32 v37, v53, v46
	v_mul_lo_u32 v36, v55, v46
	v_mul_lo_u32 v3, v57, v46
	; %3 = tt.addptr
	v_mul_lo_u32 v142, v4, 4
	v_mul_hi_i32 v143, v4, 4
	v_add_co_u32_e64 v146, vcc, v76, v142
	v_addc_co_u32_e64 v147, vcc, v77, v143, vcc
	v_mul_lo_u32 v150, v19, 4
	v_mul_hi_i32 v151, v19, 4
	v_add_co_u32_e64 v154, vcc, v76, v150
	v_addc_co_u32_e64 v155, vcc, v77, v151, vcc
	v_mul_lo_u32 v158, v18, 4
	v_mul_hi_i32 v159, v18, 4
	v_add_co_u32_e64 v162, vcc, v76, v158
	v_addc_co_u32_e64 v163, vcc, v77, v159, vcc
	v_mul_lo_u32 v166, v17, 4
	v_mul_hi_i32 v167, v17, 4
	v_add_co_u32_e64 v170, vcc, v76, v166
	v_addc_co_u32_e64 v171, vcc, v77, v167, vcc
	v_mul_lo_u32 v174, v16, 4
	v_mul_hi_i32 v175, v16, 4
	v_add_co_u32_e64 v178, vcc, v76, v174
	v_addc_co_u32_e64 v179, vcc, v77, v175, vcc
	v_mul_lo_u32 v182, v15, 4
	v_mul_hi_i32 v183, v15, 4
	v_add_co_u32_e64 v186, vcc, v76, v182
	v_addc_co_u32_e64 v187, vcc, v77, v183, vcc
	v_mul_lo_u32 v64, v14, 4
	v_mul_hi_i32 v65, v14, 4
	v_add_co_u32_e64 v68, vcc, v76, v64
	v_addc_co_u32_e64 v69, vcc, v77, v65, vcc
	v_mul_lo_u32 v72, v52, 4
	v_mul_hi_i32 v73, v52, 4
	v_add_co_u32_e64 v78, vcc, v76, v72
	v_addc_co_u32_e64 v79, vcc, v77, v73, vcc
	v_mul_lo_u32 v80, v50, 4
	v_mul_hi_i32 v81, v50, 4
	v_add_co_u32_e64 v84, vcc, v76, v80
	v_addc_co_u32_e64 v85, vcc, v77, v81, vcc
	v_mul_lo_u32 v88, v41, 4
	v_mul_hi_i32 v89, v41, 4
	v_add_co_u32_e64 v92, vcc, v76, v88
	v_addc_co_u32_e64 v93, vcc, v77, v89, vcc
	v_mul_lo_u32 v96, v40, 4
	v_mul_hi_i32 v97, v40, 4
	v_add_co_u32_e64 v100, vcc, v76, v96
	v_addc_co_u32_e64 v101, vcc, v77, v97, vcc
	v_mul_lo_u32 v104, v39, 4
	v_mul_hi_i32 v105, v39, 4
	v_add_co_u32_e64 v108, vcc, v76, v104
	v_addc_co_u32_e64 v109, vcc, v77, v105, vcc
	v_mul_lo_u32 v112, v38, 4
	v_mul_hi_i32 v113, v38, 4
	v_add_co_u32_e64 v116, vcc, v76, v112
	v_addc_co_u32_e64 v117, vcc, v77, v113, vcc
	v_mul_lo_u32 v120, v37, 4
	v_mul_hi_i32 v121, v37, 4
	v_add_co_u32_e64 v124, vcc, v76, v120
	v_addc_co_u32_e64 v125, vcc, v77, v121, vcc
	v_mul_lo_u32 v128, v36, 4
	v_mul_hi_i32 v129, v36, 4
	v_add_co_u32_e64 v132, vcc, v76, v128
	v_addc_co_u32_e64 v133, vcc, v77, v129, vcc
	v_mul_lo_u32 v136, v3, 4
	v_mul_hi_i32 v137, v3, 4
	v_add_co_u32_e64 v140, vcc, v76, v136
	v_addc_co_u32_e64 v141, vcc, v77, v137, vcc
	; %5 = tt.addptr
	v_mul_lo_u32 v144, v2, 4
	v_mul_hi_i32 v145, v2, 4
	v_add_co_u32_e64 v148, vcc, v146, v144
	v_addc_co_u32_e64 v149, vcc, v147, v145, vcc
	v_mul_lo_u32 v152, v2, 4
	v_mul_hi_i32 v153, v2, 4
	v_add_co_u32_e64 v156, vcc, v154, v152
	v_addc_co_u32_e64 v157, vcc, v155, v153, vcc
	v_mul_lo_u32 v160, v2, 4
	v_mul_hi_i32 v161, v2, 4
	v_add_co_u32_e64 v164, vcc, v162, v160
	v_addc_co_u32_e64 v165, vcc, v163, v161, vcc
	v_mul_lo_u32 v168, v2, 4
	v_mul_hi_i32 v169, v2, 4
	v_add_co_u32_e64 v172, vcc, v170, v168
	v_addc_co_u32_e64 v173, vcc, v171, v169, vcc
	v_mul_lo_u32 v176, v2, 4
	v_mul_hi_i32 v177, v2, 4
	v_add_co_u32_e64 v180, vcc, v178, v176
	v_addc_co_u32_e64 v181, vcc, v179, v177, vcc
	v_mul_lo_u32 v184, v2, 4
	v_mul_hi_i32 v185, v2, 4
	v_add_co_u32_e64 v188, vcc, v186, v184
	v_addc_co_u32_e64 v189, vcc, v187, v185, vcc
	v_mul_lo_u32 v66, v2, 4
	v_mul_hi_i32 v67, v2, 4
	v_add_co_u32_e64 v70, vcc, v68, v66
	v_addc_co_u32_e64 v71, vcc, v69, v67, vcc
	v_mul_lo_u32 v74, v2, 4
	v_mul_hi_i32 v75, v2, 4
	v_add_co_u32_e64 v78, vcc, v78, v74
	v_addc_co_u32_e64 v79, vcc, v79, v75, vcc
	v_mul_lo_u32 v82, v2, 4
	v_mul_hi_i32 v83, v2, 4
	v_add_co_u32_e64 v86, vcc, v84, v82
	v_addc_co_u32_e64 v87, vcc, v85, v83, vcc
	v_mul_lo_u32 v90, v2, 4
	v_mul_hi_i32 v91, v2, 4
	v_add_co_u32_e64 v94, vcc, v92, v90
	v_addc_co_u32_e64 v95, vcc, v93, v91, vcc
	v_mul_lo_u32 v98, v2, 4
	v_mul_hi_i32 v99, v2, 4
	v_add_co_u32_e64 v102, vcc, v100, v98
	v_addc_co_u32_e64 v103, vcc, v101, v99, vcc
	v_mul_lo_u32 v106, v2, 4
	v_mul_hi_i32 v107, v2, 4
	v_add_co_u32_e64 v110, vcc, v108, v106
	v_addc_co_u32_e64 v111, vcc, v109, v107, vcc
	v_mul_lo_u32 v114, v2, 4
	v_mul_hi_i32 v115, v2, 4
	v_add_co_u32_e64 v118, vcc, v116, v114
	v_addc_co_u32_e64 v119, vcc, v117, v115, vcc
	v_mul_lo_u32 v122, v2, 4
	v_mul_hi_i32 v123, v2, 4
	v_add_co_u32_e64 v126, vcc, v124, v122
	v_addc_co_u32_e64 v127, vcc, v125, v123, vcc
	v_mul_lo_u32 v130, v2, 4
	v_mul_hi_i32 v131, v2, 4
	v_add_co_u32_e64 v134, vcc, v132, v130
	v_addc_co_u32_e64 v135, vcc, v133, v131, vcc
	v_mul_lo_u32 v138, v2, 4
	v_mul_hi_i32 v139, v2, 4
	v_add_co_u32_e64 v142, vcc, v140, v138
	v_addc_co_u32_e64 v143, vcc, v141, v139, vcc
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v11, v34
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v10, v23
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v9, v21
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v8, v42
	v_add_f32_e64 v8, v25, v34
	v_add_f32_e64 v9, v24, v23
	v_add_f32_e64 v10, v22, v21
	v_add_f32_e64 v11, v20, v42
	v_add_f32_e64 v12, v62, v34
	v_add_f32_e64 v13, v61, v23
	v_add_f32_e64 v14, v60, v21
	v_add_f32_e64 v15, v59, v42
	v_add_f32_e64 v16, v58, v34
	v_add_f32_e64 v17, v56, v23
	v_add_f32_e64 v18, v54, v21
	v_add_f32_e64 v19, v44, v42
	; v59 = ttg.convert_layout
	ds_write_b128 v1, v[4:7]
	ds_write_b128 v1, v[8:11] offset:2048
	ds_write_b128 v1, v[12:15] offset:4096
	ds_write_b128 v1, v[16:19] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v47, v45
	v_xor_b32_e64 v49, v43, 32
	v_add_u32_e64 v51, v0, v49
	ds_read_b32 v53, v51 offset:512
	v_xor_b32_e64 v55, v43, 64
	v_add_u32_e64 v57, v0, v55
	ds_read_b32 v59, v57 offset:1024
	v_xor_b32_e32 v61, 0x60, v43
	v_add_u32_e64 v1, v0, v61
	ds_read_b32 v2, v1 offset:1536
	ds_read_b32 v1, v45 offset:2048
	v_xor_b32_e64 v3, v43, 32
	v_add_u32_e64 v3, v0, v3
	ds_read_b32 v3, v3 offset:2560
	v_xor_b32_e64 v36, v43, 64
	v_add_u32_e64 v36, v0, v36
	ds_read_b32 v36, v36 offset:3072
	v_xor_b32_e32 v37, 0x60, v43
	v_add_u32_e64 v37, v0, v37
	ds_read_b32 v38, v37 offset:3584
	ds_read_b32 v37, v45 offset:4096
	v_xor_b32_e64 v39, v43, 32
	v_add_u32_e64 v39, v0, v39
	ds_read_b32 v39, v39 offset:4608
	v_xor_b32_e64 v40, v43, 64
	v_add_u32_e64 v40, v0, v40
	ds_read_b32 v40, v40 offset:5120
	v_xor_b32_e32 v41, 0x60, v43
	v_add_u32_e64 v41, v0, v41
	ds_read_b32 v42, v41 offset:5632
	ds_read_b32 v44, v45 offset:6144
	v_xor_b32_e64 v46, v43, 32
	v_add_u32_e64 v48, v0, v46
	ds_read_b32 v50, v48 offset:6656
	v_xor_b32_e64 v52, v43, 64
	v_add_u32_e64 v54, v0, v52
	ds_read_b32 v56, v54 offset:7168
	v_xor_b32_e32 v58, 0x60, v43
	v_add_u32_e64 v60, v0, v58
	ds_read_b32 v62, v60 offset:7680
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[148:149], v47, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_store_dword v[156:157], v53, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[164:165], v59, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[172:173], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[180:181], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[188:189], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[70:71], v36, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_store_dword v[78:79], v38, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[86:87], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[94:95], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[102:103], v40, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[110:111], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[118:119], v44, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[126:127], v50, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[134:135], v56, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[142:143], v62, off
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
		.amdhsa_next_free_vgpr 190
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 192
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
    .sgpr_count: 100
    .vgpr_count: 190
    .max_flat_workgroup_size: 128
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
