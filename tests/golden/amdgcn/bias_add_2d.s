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
	v_mov_b32 v60, s12
	v_mov_b32 v61, s13
	v_mov_b32 v64, s14
	v_mov_b32 v65, s15
	v_mov_b32 v68, s16
	v_mov_b32 v69, s17
	v_mov_b32 v52, s18
	v_mov_b32 v34, s19
	v_mov_b32 v44, s20
	v_mov_b32 v38, s21
	v_lshrrev_b32_e64 v40, 6, v0
	v_and_b32_e64 v42, v40, 1
	v_lshrrev_b32_e64 v45, 4, v0
	v_and_b32_e64 v46, v45, 7
	v_and_b32_e64 v48, v0, 63
	v_lshlrev_b32_e64 v50, 2, v0
	v_and_b32_e64 v53, v50, 60
	v_mov_b32 v54, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v3, v1, 7
	v_lshlrev_b32_e64 v1, 2, v0
	v_and_b32_e64 v2, v1, 60
	v_mov_b32 v28, 0x100
	v_mul_lo_u32 v1, v3, v28
	v_add_u32_e64 v1, v1, v54
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v2, v2, v3
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v1, v1, v2
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v3, v2, 1
	v_and_b32_e64 v2, v0, 63
	v_mov_b32 v28, 0x100
	v_mul_lo_u32 v0, v3, v28
	v_add_u32_e64 v0, v0, v54
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v29, v3, 7
	v_lshlrev_b32_e64 v31, 2, v29
	v_xor_b32_e64 v33, v2, v31
	v_lshlrev_b32_e64 v35, 2, v33
	v_add_u32_e64 v37, v0, v35
.LBB0_1:
	; %pid_m = tt.get_program_id
	v_mov_b32 v40, s4
	; %pid_n = tt.get_program_id
	v_mov_b32 v50, s5
	; %rm_0 = arith.muli
	v_mul_lo_u32 v51, v40, 32
	; %rm_1_1 = tt.make_range
	v_or_b32_e64 v32, v42, 2
	v_or_b32_e64 v30, v42, 4
	v_or_b32_e64 v28, v42, 6
	v_or_b32_e64 v3, v42, 8
	v_or_b32_e64 v29, v42, 10
	v_or_b32_e64 v31, v42, 12
	v_or_b32_e64 v33, v42, 14
	v_or_b32_e64 v36, v42, 16
	v_or_b32_e64 v40, v42, 18
	v_or_b32_e64 v39, v42, 20
	v_or_b32_e64 v41, v42, 22
	v_or_b32_e64 v43, v42, 24
	v_or_b32_e64 v45, v42, 26
	v_or_b32_e64 v47, v42, 28
	v_or_b32_e64 v49, v42, 30
	; %rm_1 = tt.make_range
	v_or_b32_e64 v24, v46, 8
	v_or_b32_e64 v54, v46, 16
	v_or_b32_e64 v2, v46, 24
	; %rm_3_1 = arith.addi
	v_add_u32_e64 v42, v51, v42
	v_add_u32_e64 v32, v51, v32
	v_add_u32_e64 v30, v51, v30
	v_add_u32_e64 v28, v51, v28
	v_add_u32_e64 v3, v51, v3
	v_add_u32_e64 v29, v51, v29
	v_add_u32_e64 v31, v51, v31
	v_add_u32_e64 v33, v51, v33
	v_add_u32_e64 v36, v51, v36
	v_add_u32_e64 v40, v51, v40
	v_add_u32_e64 v39, v51, v39
	v_add_u32_e64 v41, v51, v41
	v_add_u32_e64 v43, v51, v43
	v_add_u32_e64 v45, v51, v45
	v_add_u32_e64 v47, v51, v47
	v_add_u32_e64 v49, v51, v49
	; %rm_3 = arith.addi
	v_add_u32_e64 v6, v51, v46
	v_add_u32_e64 v5, v51, v24
	v_add_u32_e64 v4, v51, v54
	v_add_u32_e64 v54, v51, v2
	; %rn_4 = arith.muli
	v_mul_lo_u32 v46, v50, 64
	; %rn_5 = tt.make_range
	v_or_b32_e64 v50, v53, 1
	v_or_b32_e64 v11, v53, 2
	v_or_b32_e64 v13, v53, 3
	; %rn_7_1 = arith.addi
	v_add_u32_e64 v2, v46, v48
	; %rn_7 = arith.addi
	v_add_u32_e64 v51, v46, v53
	v_add_u32_e64 v50, v46, v50
	v_add_u32_e64 v48, v46, v11
	v_add_u32_e64 v46, v46, v13
	; %mask_9_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v42, v52
	v_cmp_lt_i32_e64 s[36:37], v32, v52
	v_cmp_lt_i32_e64 s[32:33], v30, v52
	v_cmp_lt_i32_e64 s[28:29], v28, v52
	v_cmp_lt_i32_e64 s[24:25], v3, v52
	v_cmp_lt_i32_e64 s[22:23], v29, v52
	v_cmp_lt_i32_e64 s[26:27], v31, v52
	v_cmp_lt_i32_e64 s[30:31], v33, v52
	v_cmp_lt_i32_e64 s[34:35], v36, v52
	v_cmp_lt_i32_e64 s[70:71], v40, v52
	v_cmp_lt_i32_e64 s[66:67], v39, v52
	v_cmp_lt_i32_e64 s[64:65], v41, v52
	v_cmp_lt_i32_e64 s[60:61], v43, v52
	v_cmp_lt_i32_e64 s[56:57], v45, v52
	v_cmp_lt_i32_e64 s[58:59], v47, v52
	v_cmp_lt_i32_e64 s[62:63], v49, v52
	; %mask_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[68:69], v6, v52
	v_cmp_lt_i32_e64 s[72:73], v5, v52
	v_cmp_lt_i32_e64 s[74:75], v4, v52
	v_cmp_lt_i32_e64 s[78:79], v54, v52
	; %mask_12_1 = arith.cmpi
	v_cmp_lt_i32_e64 s[82:83], v2, v34
	; %mask_12 = arith.cmpi
	v_cmp_lt_i32_e64 s[86:87], v51, v34
	v_cmp_lt_i32_e64 s[90:91], v50, v34
	v_cmp_lt_i32_e64 s[94:95], v48, v34
	v_cmp_lt_i32_e64 s[54:55], v46, v34
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
	v_mul_lo_u32 v13, v6, v44
	v_mul_lo_u32 v53, v5, v44
	v_mul_lo_u32 v52, v4, v44
	v_mul_lo_u32 v44, v54, v44
	; %x_18 = tt.addptr
	v_mul_lo_u32 v154, v13, 4
	v_mul_hi_i32 v155, v13, 4
	v_add_co_u32_e64 v158, vcc, v60, v154
	v_addc_co_u32_e64 v159, vcc, v61, v155, vcc
	v_mul_lo_u32 v162, v53, 4
	v_mul_hi_i32 v163, v53, 4
	v_add_co_u32_e64 v166, vcc, v60, v162
	v_addc_co_u32_e64 v167, vcc, v61, v163, vcc
	v_mul_lo_u32 v170, v52, 4
	v_mul_hi_i32 v171, v52, 4
	v_add_co_u32_e64 v174, vcc, v60, v170
	v_addc_co_u32_e64 v175, vcc, v61, v171, vcc
	v_mul_lo_u32 v178, v44, 4
	v_mul_hi_i32 v179, v44, 4
	v_add_co_u32_e64 v56, vcc, v60, v178
	v_addc_co_u32_e64 v57, vcc, v61, v179, vcc
	; %x_21 = tt.addptr
	v_mul_lo_u32 v60, v51, 4
	v_mul_hi_i32 v61, v51, 4
	v_add_co_u32_e64 v66, vcc, v158, v60
	v_addc_co_u32_e64 v67, vcc, v159, v61, vcc
	v_mul_lo_u32 v70, v50, 4
	v_mul_hi_i32 v71, v50, 4
	v_add_co_u32_e64 v72, vcc, v158, v70
	v_addc_co_u32_e64 v73, vcc, v159, v71, vcc
	v_mul_lo_u32 v76, v48, 4
	v_mul_hi_i32 v77, v48, 4
	v_add_co_u32_e64 v80, vcc, v158, v76
	v_addc_co_u32_e64 v81, vcc, v159, v77, vcc
	v_mul_lo_u32 v84, v46, 4
	v_mul_hi_i32 v85, v46, 4
	v_add_co_u32_e64 v88, vcc, v158, v84
	v_addc_co_u32_e64 v89, vcc, v159, v85, vcc
	v_mul_lo_u32 v92, v51, 4
	v_mul_hi_i32 v93, v51, 4
	v_add_co_u32_e64 v96, vcc, v166, v92
	v_addc_co_u32_e64 v97, vcc, v167, v93, vcc
	v_mul_lo_u32 v100, v50, 4
	v_mul_hi_i32 v101, v50, 4
	v_add_co_u32_e64 v104, vcc, v166, v100
	v_addc_co_u32_e64 v105, vcc, v167, v101, vcc
	v_mul_lo_u32 v108, v48, 4
	v_mul_hi_i32 v109, v48, 4
	v_add_co_u32_e64 v112, vcc, v166, v108
	v_addc_co_u32_e64 v113, vcc, v167, v109, vcc
	v_mul_lo_u32 v116, v46, 4
	v_mul_hi_i32 v117, v46, 4
	v_add_co_u32_e64 v120, vcc, v166, v116
	v_addc_co_u32_e64 v121, vcc, v167, v117, vcc
	v_mul_lo_u32 v124, v51, 4
	v_mul_hi_i32 v125, v51, 4
	v_add_co_u32_e64 v128, vcc, v174, v124
	v_addc_co_u32_e64 v129, vcc, v175, v125, vcc
	v_mul_lo_u32 v132, v50, 4
	v_mul_hi_i32 v133, v50, 4
	v_add_co_u32_e64 v136, vcc, v174, v132
	v_addc_co_u32_e64 v137, vcc, v175, v133, vcc
	v_mul_lo_u32 v140, v48, 4
	v_mul_hi_i32 v141, v48, 4
	v_add_co_u32_e64 v144, vcc, v174, v140
	v_addc_co_u32_e64 v145, vcc, v175, v141, vcc
	v_mul_lo_u32 v148, v46, 4
	v_mul_hi_i32 v149, v46, 4
	v_add_co_u32_e64 v152, vcc, v174, v148
	v_addc_co_u32_e64 v153, vcc, v175, v149, vcc
	v_mul_lo_u32 v156, v51, 4
	v_mul_hi_i32 v157, v51, 4
	v_add_co_u32_e64 v160, vcc, v56, v156
	v_addc_co_u32_e64 v161, vcc, v57, v157, vcc
	v_mul_lo_u32 v164, v50, 4
	v_mul_hi_i32 v165, v50, 4
	v_add_co_u32_e64 v168, vcc, v56, v164
	v_addc_co_u32_e64 v169, vcc, v57, v165, vcc
	v_mul_lo_u32 v172, v48, 4
	v_mul_hi_i32 v173, v48, 4
	v_add_co_u32_e64 v176, vcc, v56, v172
	v_addc_co_u32_e64 v177, vcc, v57, v173, vcc
	v_mul_lo_u32 v180, v46, 4
	v_mul_hi_i32 v181, v46, 4
	v_add_co_u32_e64 v58, vcc, v56, v180
	v_addc_co_u32_e64 v59, vcc, v57, v181, vcc
	; %x_22 = tt.load
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[70:71]
	global_load_dword v15, v[66:67], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[66:67]
	global_load_dword v14, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[62:63]
	global_load_dword v13, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v12, 0
	s_and_saveexec_b64 s[8:9], s[58:59]
	global_load_dword v12, v[88:89], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[56:57]
	global_load_dword v11, v[96:97], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_load_dword v10, v[104:105], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[64:65]
	global_load_dword v27, v[112:113], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v25, 0
	s_and_saveexec_b64 s[8:9], s[68:69]
	global_load_dword v25, v[120:121], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v26, 0
	s_and_saveexec_b64 s[8:9], s[72:73]
	global_load_dword v26, v[128:129], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v24, 0
	s_and_saveexec_b64 s[8:9], s[76:77]
	global_load_dword v24, v[136:137], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[80:81]
	global_load_dword v23, v[144:145], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v22, 0
	s_and_saveexec_b64 s[8:9], s[84:85]
	global_load_dword v22, v[152:153], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v54, 0
	s_and_saveexec_b64 s[8:9], s[88:89]
	global_load_dword v54, v[160:161], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v53, 0
	s_and_saveexec_b64 s[8:9], s[92:93]
	global_load_dword v53, v[168:169], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v52, 0
	s_and_saveexec_b64 s[8:9], s[96:97]
	global_load_dword v52, v[176:177], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v44, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v44, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	; %b_23 = arith.cmpi
	v_cmp_lt_i32_e64 s[92:93], v51, v34
	v_cmp_lt_i32_e64 s[96:97], v50, v34
	v_cmp_lt_i32_e64 s[56:57], v48, v34
	v_cmp_lt_i32_e64 s[54:55], v46, v34
	; %b_25 = tt.addptr
	v_mul_lo_u32 v142, v51, 4
	v_mul_hi_i32 v143, v51, 4
	v_add_co_u32_e64 v146, vcc, v64, v142
	v_addc_co_u32_e64 v147, vcc, v65, v143, vcc
	v_mul_lo_u32 v150, v50, 4
	v_mul_hi_i32 v151, v50, 4
	v_add_co_u32_e64 v154, vcc, v64, v150
	v_addc_co_u32_e64 v155, vcc, v65, v151, vcc
	v_mul_lo_u32 v158, v48, 4
	v_mul_hi_i32 v159, v48, 4
	v_add_co_u32_e64 v162, vcc, v64, v158
	v_addc_co_u32_e64 v163, vcc, v65, v159, vcc
	v_mul_lo_u32 v166, v46, 4
	v_mul_hi_i32 v167, v46, 4
	v_add_co_u32_e64 v170, vcc, v64, v166
	v_addc_co_u32_e64 v171, vcc, v65, v167, vcc
	; %b_26 = tt.load
	v_mov_b32 v50, 0
	s_and_saveexec_b64 s[8:9], s[92:93]
	global_load_dword v50, v[146:147], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v48, 0
	s_and_saveexec_b64 s[8:9], s[96:97]
	global_load_dword v48, v[154:155], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v46, 0
	s_and_saveexec_b64 s[8:9], s[56:57]
	global_load_dword v46, v[162:163], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v34, 0
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_load_dword v34, v[170:171], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = arith.muli
	v_mul_lo_u32 v4, v42, v38
	v_mul_lo_u32 v21, v32, v38
	v_mul_lo_u32 v20, v30, v38
	v_mul_lo_u32 v19, v28, v38
	v_mul_lo_u32 v18, v3, v38
	v_mul_lo_u32 v17, v29, v38
	v_mul_lo_u32 v16, v31, v38
	v_mul_lo_u32 v42, v33, v38
	v_mul_lo_u32 v33, v36, v38
	v_mul_lo_u32 v32, v40, v38
	v_mul_lo_u32 v31, v39, v38
	v_mul_lo_u32 v51, v41, v38
	v_mul_lo_u32 v30, v43, v38
	v_mul_lo_u32 v29, v45, v38
	v_mul_lo_u32 v28, v47, v38
	v_mul_lo_u32 v3, v49, v38
	; %3 = tt.addptr
	v_mul_lo_u32 v128, v4, 4
	v_mul_hi_i32 v129, v4, 4
	v_add_co_u32_e64 v132, vcc, v68, v128
	v_addc_co_u32_e64 v133, vcc, v69, v129, vcc
	v_mul_lo_u32 v136, v21, 4
	v_mul_hi_i32 v137, v21, 4
	v_add_co_u32_e64 v140, vcc, v68, v136
	v_addc_co_u32_e64 v141, vcc, v69, v137, vcc
	v_mul_lo_u32 v144, v20, 4
	v_mul_hi_i32 v145, v20, 4
	v_add_co_u32_e64 v148, vcc, v68, v144
	v_addc_co_u32_e64 v149, vcc, v69, v145, vcc
	v_mul_lo_u32 v152, v19, 4
	v_mul_hi_i32 v153, v19, 4
	v_add_co_u32_e64 v156, vcc, v68, v152
	v_addc_co_u32_e64 v157, vcc, v69, v153, vcc
	v_mul_lo_u32 v160, v18, 4
	v_mul_hi_i32 v161, v18, 4
	v_add_co_u32_e64 v164, vcc, v68, v160
	v_addc_co_u32_e64 v165, vcc, v69, v161, vcc
	v_mul_lo_u32 v168, v17, 4
	v_mul_hi_i32 v169, v17, 4
	v_add_co_u32_e64 v172, vcc, v68, v168
	v_addc_co_u32_e64 v173, vcc, v69, v169, vcc
	v_mul_lo_u32 v176, v16, 4
	v_mul_hi_i32 v177, v16, 4
	v_add_co_u32_e64 v180, vcc, v68, v176
	v_addc_co_u32_e64 v181, vcc, v69, v177, vcc
	v_mul_lo_u32 v58, v42, 4
	v_mul_hi_i32 v59, v42, 4
	v_add_co_u32_e64 v62, vcc, v68, v58
	v_addc_co_u32_e64 v63, vcc, v69, v59, vcc
	v_mul_lo_u32 v66, v33, 4
	v_mul_hi_i32 v67, v33, 4
	v_add_co_u32_e64 v70, vcc, v68, v66
	v_addc_co_u32_e64 v71, vcc, v69, v67, vcc
	v_mul_lo_u32 v74, v32, 4
	v_mul_hi_i32 v75, v32, 4
	v_add_co_u32_e64 v78, vcc, v68, v74
	v_addc_co_u32_e64 v79, vcc, v69, v75, vcc
	v_mul_lo_u32 v82, v31, 4
	v_mul_hi_i32 v83, v31, 4
	v_add_co_u32_e64 v86, vcc, v68, v82
	v_addc_co_u32_e64 v87, vcc, v69, v83, vcc
	v_mul_lo_u32 v90, v51, 4
	v_mul_hi_i32 v91, v51, 4
	v_add_co_u32_e64 v94, vcc, v68, v90
	v_addc_co_u32_e64 v95, vcc, v69, v91, vcc
	v_mul_lo_u32 v98, v30, 4
	v_mul_hi_i32 v99, v30, 4
	v_add_co_u32_e64 v102, vcc, v68, v98
	v_addc_co_u32_e64 v103, vcc, v69, v99, vcc
	v_mul_lo_u32 v106, v29, 4
	v_mul_hi_i32 v107, v29, 4
	v_add_co_u32_e64 v110, vcc, v68, v106
	v_addc_co_u32_e64 v111, vcc, v69, v107, vcc
	v_mul_lo_u32 v114, v28, 4
	v_mul_hi_i32 v115, v28, 4
	v_add_co_u32_e64 v118, vcc, v68, v114
	v_addc_co_u32_e64 v119, vcc, v69, v115, vcc
	v_mul_lo_u32 v122, v3, 4
	v_mul_hi_i32 v123, v3, 4
	v_add_co_u32_e64 v126, vcc, v68, v122
	v_addc_co_u32_e64 v127, vcc, v69, v123, vcc
	; %5 = tt.addptr
	v_mul_lo_u32 v130, v2, 4
	v_mul_hi_i32 v131, v2, 4
	v_add_co_u32_e64 v134, vcc, v132, v130
	v_addc_co_u32_e64 v135, vcc, v133, v131, vcc
	v_mul_lo_u32 v138, v2, 4
	v_mul_hi_i32 v139, v2, 4
	v_add_co_u32_e64 v142, vcc, v140, v138
	v_addc_co_u32_e64 v143, vcc, v141, v139, vcc
	v_mul_lo_u32 v146, v2, 4
	v_mul_hi_i32 v147, v2, 4
	v_add_co_u32_e64 v150, vcc, v148, v146
	v_addc_co_u32_e64 v151, vcc, v149, v147, vcc
	v_mul_lo_u32 v154, v2, 4
	v_mul_hi_i32 v155, v2, 4
	v_add_co_u32_e64 v158, vcc, v156, v154
	v_addc_co_u32_e64 v159, vcc, v157, v155, vcc
	v_mul_lo_u32 v162, v2, 4
	v_mul_hi_i32 v163, v2, 4
	v_add_co_u32_e64 v166, vcc, v164, v162
	v_addc_co_u32_e64 v167, vcc, v165, v163, vcc
	v_mul_lo_u32 v170, v2, 4
	v_mul_hi_i32 v171, v2, 4
	v_add_co_u32_e64 v174, vcc, v172, v170
	v_addc_co_u32_e64 v175, vcc, v173, v171, vcc
	v_mul_lo_u32 v178, v2, 4
	v_mul_hi_i32 v179, v2, 4
	v_add_co_u32_e64 v56, vcc, v180, v178
	v_addc_co_u32_e64 v57, vcc, v181, v179, vcc
	v_mul_lo_u32 v60, v2, 4
	v_mul_hi_i32 v61, v2, 4
	v_add_co_u32_e64 v64, vcc, v62, v60
	v_addc_co_u32_e64 v65, vcc, v63, v61, vcc
	v_mul_lo_u32 v68, v2, 4
	v_mul_hi_i32 v69, v2, 4
	v_add_co_u32_e64 v72, vcc, v70, v68
	v_addc_co_u32_e64 v73, vcc, v71, v69, vcc
	v_mul_lo_u32 v76, v2, 4
	v_mul_hi_i32 v77, v2, 4
	v_add_co_u32_e64 v80, vcc, v78, v76
	v_addc_co_u32_e64 v81, vcc, v79, v77, vcc
	v_mul_lo_u32 v84, v2, 4
	v_mul_hi_i32 v85, v2, 4
	v_add_co_u32_e64 v88, vcc, v86, v84
	v_addc_co_u32_e64 v89, vcc, v87, v85, vcc
	v_mul_lo_u32 v92, v2, 4
	v_mul_hi_i32 v93, v2, 4
	v_add_co_u32_e64 v96, vcc, v94, v92
	v_addc_co_u32_e64 v97, vcc, v95, v93, vcc
	v_mul_lo_u32 v100, v2, 4
	v_mul_hi_i32 v101, v2, 4
	v_add_co_u32_e64 v104, vcc, v102, v100
	v_addc_co_u32_e64 v105, vcc, v103, v101, vcc
	v_mul_lo_u32 v108, v2, 4
	v_mul_hi_i32 v109, v2, 4
	v_add_co_u32_e64 v112, vcc, v110, v108
	v_addc_co_u32_e64 v113, vcc, v111, v109, vcc
	v_mul_lo_u32 v116, v2, 4
	v_mul_hi_i32 v117, v2, 4
	v_add_co_u32_e64 v120, vcc, v118, v116
	v_addc_co_u32_e64 v121, vcc, v119, v117, vcc
	v_mul_lo_u32 v124, v2, 4
	v_mul_hi_i32 v125, v2, 4
	v_add_co_u32_e64 v128, vcc, v126, v124
	v_addc_co_u32_e64 v129, vcc, v127, v125, vcc
	s_waitcnt vmcnt(3)
	; %8 = arith.addf
	v_add_f32_e64 v4, v15, v50
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v5, v14, v48
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v6, v13, v46
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v7, v12, v34
	v_add_f32_e64 v8, v11, v50
	v_add_f32_e64 v9, v10, v48
	v_add_f32_e64 v10, v27, v46
	v_add_f32_e64 v11, v25, v34
	v_add_f32_e64 v12, v26, v50
	v_add_f32_e64 v13, v24, v48
	v_add_f32_e64 v14, v23, v46
	v_add_f32_e64 v15, v22, v34
	v_add_f32_e64 v16, v54, v50
	v_add_f32_e64 v17, v53, v48
	v_add_f32_e64 v18, v52, v46
	v_add_f32_e64 v19, v44, v34
	; v59 = ttg.convert_layout
	ds_write_b128 v1, v[4:7]
	ds_write_b128 v1, v[8:11] offset:2048
	ds_write_b128 v1, v[12:15] offset:4096
	ds_write_b128 v1, v[16:19] offset:6144
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v36, v37
	v_xor_b32_e64 v38, v35, 32
	v_add_u32_e64 v40, v0, v38
	ds_read_b32 v42, v40 offset:512
	v_xor_b32_e64 v44, v35, 64
	v_add_u32_e64 v46, v0, v44
	ds_read_b32 v48, v46 offset:1024
	v_xor_b32_e32 v50, 0x60, v35
	v_add_u32_e64 v52, v0, v50
	ds_read_b32 v54, v52 offset:1536
	ds_read_b32 v1, v37 offset:2048
	v_xor_b32_e64 v2, v35, 32
	v_add_u32_e64 v2, v0, v2
	ds_read_b32 v2, v2 offset:2560
	v_xor_b32_e64 v3, v35, 64
	v_add_u32_e64 v3, v0, v3
	ds_read_b32 v3, v3 offset:3072
	v_xor_b32_e32 v28, 0x60, v35
	v_add_u32_e64 v28, v0, v28
	ds_read_b32 v29, v28 offset:3584
	ds_read_b32 v28, v37 offset:4096
	v_xor_b32_e64 v30, v35, 32
	v_add_u32_e64 v30, v0, v30
	ds_read_b32 v30, v30 offset:4608
	v_xor_b32_e64 v31, v35, 64
	v_add_u32_e64 v31, v0, v31
	ds_read_b32 v31, v31 offset:5120
	v_xor_b32_e32 v32, 0x60, v35
	v_add_u32_e64 v32, v0, v32
	ds_read_b32 v32, v32 offset:5632
	ds_read_b32 v33, v37 offset:6144
	v_xor_b32_e64 v37, v35, 32
	v_add_u32_e64 v37, v0, v37
	ds_read_b32 v39, v37 offset:6656
	v_xor_b32_e64 v41, v35, 64
	v_add_u32_e64 v43, v0, v41
	ds_read_b32 v45, v43 offset:7168
	v_xor_b32_e32 v47, 0x60, v35
	v_add_u32_e64 v49, v0, v47
	ds_read_b32 v51, v49 offset:7680
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[134:135], v36, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_store_dword v[142:143], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[150:151], v48, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[158:159], v54, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[166:167], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[174:175], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[56:57], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_store_dword v[64:65], v29, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[72:73], v28, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[80:81], v30, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[88:89], v31, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[96:97], v32, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[104:105], v33, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[112:113], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[120:121], v45, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[128:129], v51, off
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
		.amdhsa_next_free_vgpr 182
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 184
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
    .vgpr_count: 182
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
