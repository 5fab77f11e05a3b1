	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl matmul_kernel
	.p2align 8
	.type matmul_kernel,@function
matmul_kernel:
	; the private segment: FLAT_SCRATCH, the workgroup ids back in s4-s6
	s_add_u32 flat_scratch_lo, s4, s9
	s_addc_u32 flat_scratch_hi, s5, 0
	s_mov_b32 s4, s6
	s_mov_b32 s5, s7
	s_mov_b32 s6, s8
	s_mov_b32 s7, 0
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_load_dwordx4 s[20:23], s[2:3], 0x20
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v68, s12
	v_mov_b32 v69, s13
	v_mov_b32 v72, s14
	v_mov_b32 v73, s15
	v_mov_b32 v57, s18
	v_accvgpr_write_b32 a1, v57
	v_mov_b32 v42, s19
	v_accvgpr_write_b32 a2, v42
	v_mov_b32 v12, s20
	v_accvgpr_write_b32 a3, v12
	v_mov_b32 v45, s21
	v_mov_b32 v60, s22
	v_accvgpr_write_b32 a4, v60
	v_mov_b32 v12, 0
	v_accvgpr_write_b32 a18, v12
	v_mov_b32 v46, 0
	v_accvgpr_write_b32 a17, v46
	v_and_b32_e64 v52, v0, 63
	v_lshrrev_b32_e64 v54, 2, v0
	v_and_b32_e64 v56, v54, 63
	v_lshrrev_b32_e64 v58, 6, v0
	v_and_b32_e64 v60, v58, 3
	v_accvgpr_write_b32 a5, v60
	v_lshlrev_b32_e64 v62, 3, v0
	v_and_b32_e64 v47, v62, 24
	v_accvgpr_write_b32 a6, v47
	v_mov_b32 v1, 0
	v_lshrrev_b32_e64 v2, 2, v0
	v_and_b32_e64 v36, v2, 63
	v_lshlrev_b32_e64 v2, 3, v0
	v_and_b32_e64 v3, v2, 24
	v_mul_lo_u32 v2, v36, 64
	v_add_u32_e64 v2, v2, v1
	v_lshrrev_b32_e64 v36, 2, v36
	v_and_b32_e64 v36, v36, 3
	v_lshlrev_b32_e64 v36, 3, v36
	v_xor_b32_e64 v3, v3, v36
	v_lshlrev_b32_e64 v3, 1, v3
	v_add_u32_e64 v3, v2, v3
	v_accvgpr_write_b32 a8, v3
	v_lshrrev_b32_e64 v2, 2, v0
	v_and_b32_e64 v3, v2, 60
	v_mov_b32 v2, 0
	v_mul_lo_u32 v43, v3, 64
	v_add_u32_e64 v43, v43, v1
	v_accvgpr_write_b32 a7, v1
	v_accvgpr_write_b32 a9, v43
	v_lshrrev_b32_e64 v3, 2, v3
	v_and_b32_e64 v37, v3, 3
	v_lshlrev_b32_e64 v39, 3, v37
	v_xor_b32_e64 v41, v2, v39
	v_lshlrev_b32_e64 v44, 1, v41
	v_add_u32_e64 v41, v43, v44
	v_accvgpr_write_b32 a10, v44
	v_accvgpr_write_b32 a11, v41
	v_lshrrev_b32_e64 v47, 6, v0
	v_and_b32_e64 v49, v47, 3
	v_mov_b32 v54, 0x80
	v_accvgpr_read_b32 v61, a7
	v_mul_lo_u32 v53, v49, v54
	v_add_u32_e64 v53, v53, v61
	v_and_b32_e64 v55, v0, 63
	v_mul_lo_u32 v2, v55, 2
	v_add_u32_e64 v2, v2, v53
	v_accvgpr_write_b32 a12, v2
	v_lshlrev_b32_e64 v59, 2, v0
	v_accvgpr_write_b32 a0, v0
	v_and_b32_e64 v61, v59, 60
	v_accvgpr_read_b32 v0, a7
	v_mul_lo_u32 v44, v61, 2
	v_add_u32_e64 v44, v44, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v0, s4
	v_accvgpr_read_b32 v42, a2
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v1, v42, 63
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v40, 64
	v_ashrrev_i32 v39, 31, v1
	v_ashrrev_i32 v38, 31, v40
	v_add_u32_e32 v37, v1, v39
	v_xor_b32_e32 v37, v37, v39
	v_add_u32_e32 v36, v40, v38
	v_xor_b32_e32 v36, v36, v38
	v_xor_b32_e32 v38, v39, v38
	v_cvt_f32_u32 v3, v36
	v_rcp_iflag_f32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32 v3, v3
	v_sub_u32_e32 v2, 0, v36
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32_e32 v3, v3, v2
	v_mul_hi_u32 v3, v37, v3
	v_mul_lo_u32 v2, v3, v36
	v_sub_u32_e32 v2, v37, v2
	v_add_u32_e32 v37, 1, v3
	v_cmp_ge_u32_e32 vcc, v2, v36
	v_cndmask_b32_e32 v3, v3, v37, vcc
	v_sub_u32_e32 v37, v2, v36
	v_cndmask_b32_e32 v2, v2, v37, vcc
	v_add_u32_e32 v37, 1, v3
	v_cmp_ge_u32_e32 vcc, v2, v36
	v_cndmask_b32_e32 v3, v3, v37, vcc
	v_sub_u32_e32 v37, v2, v36
	v_cndmask_b32_e32 v2, v2, v37, vcc
	v_xor_b32_e32 v3, v3, v38
	v_sub_u32_e32 v3, v3, v38
	; %pid_m = arith.divsi
	v_ashrrev_i32 v39, 31, v0
	v_ashrrev_i32 v38, 31, v3
	v_add_u32_e32 v37, v0, v39
	v_xor_b32_e32 v37, v37, v39
	v_add_u32_e32 v36, v3, v38
	v_xor_b32_e32 v36, v36, v38
	v_xor_b32_e32 v38, v39, v38
	v_cvt_f32_u32 v2, v36
	v_rcp_iflag_f32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v2, v2
	v_sub_u32_e32 v1, 0, v36
	v_mul_lo_u32 v1, v1, v2
	v_mul_hi_u32 v1, v2, v1
	v_add_u32_e32 v2, v2, v1
	v_mul_hi_u32 v2, v37, v2
	v_mul_lo_u32 v1, v2, v36
	v_sub_u32_e32 v1, v37, v1
	v_add_u32_e32 v37, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v36
	v_cndmask_b32_e32 v2, v2, v37, vcc
	v_sub_u32_e32 v37, v1, v36
	v_cndmask_b32_e32 v1, v1, v37, vcc
	v_add_u32_e32 v37, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v36
	v_cndmask_b32_e32 v2, v2, v37, vcc
	v_sub_u32_e32 v37, v1, v36
	v_cndmask_b32_e32 v1, v1, v37, vcc
	v_xor_b32_e32 v2, v2, v38
	v_sub_u32_e32 v2, v2, v38
	; %pid_n = arith.remsi
	v_ashrrev_i32 v40, 31, v0
	v_ashrrev_i32 v39, 31, v3
	v_add_u32_e32 v38, v0, v40
	v_xor_b32_e32 v38, v38, v40
	v_add_u32_e32 v37, v3, v39
	v_xor_b32_e32 v37, v37, v39
	v_xor_b32_e32 v39, v40, v39
	v_cvt_f32_u32 v1, v37
	v_rcp_iflag_f32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32 v1, v1
	v_sub_u32_e32 v36, 0, v37
	v_mul_lo_u32 v36, v36, v1
	v_mul_hi_u32 v36, v1, v36
	v_add_u32_e32 v1, v1, v36
	v_mul_hi_u32 v1, v38, v1
	v_mul_lo_u32 v36, v1, v37
	v_sub_u32_e32 v36, v38, v36
	v_add_u32_e32 v38, 1, v1
	v_cmp_ge_u32_e32 vcc, v36, v37
	v_cndmask_b32_e32 v1, v1, v38, vcc
	v_sub_u32_e32 v38, v36, v37
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_add_u32_e32 v38, 1, v1
	v_cmp_ge_u32_e32 vcc, v36, v37
	v_cndmask_b32_e32 v1, v1, v38, vcc
	v_sub_u32_e32 v38, v36, v37
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_xor_b32_e32 v1, v36, v40
	v_sub_u32_e32 v1, v1, v40
	; %rm = arith.muli
	v_mul_lo_u32 v36, v2, 64
	; %rm_6 = arith.addi
	v_add_u32_e64 v48, v36, v56
	v_accvgpr_write_b32 a13, v36
	v_accvgpr_write_b32 a14, v48
	; %rn = arith.muli
	v_mul_lo_u32 v2, v1, 64
	; %rn_8 = arith.addi
	v_add_u32_e64 v39, v2, v52
	v_accvgpr_read_b32 v0, a5
	v_accvgpr_write_b32 a15, v39
	; %rk_1 = tt.make_range
	v_or_b32_e64 v38, v0, 4
	v_or_b32_e64 v40, v0, 8
	v_or_b32_e64 v42, v0, 12
	v_or_b32_e64 v46, v0, 16
	v_accvgpr_write_b32 a16, v46
	v_or_b32_e64 v46, v0, 20
	v_or_b32_e64 v48, v0, 24
	v_or_b32_e64 v50, v0, 28
	v_accvgpr_read_b32 v0, a14
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v52, v0, v45
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v108, v52, 2
	v_mul_hi_i32 v109, v52, 2
	v_add_co_u32_e64 v112, vcc, v68, v108
	v_addc_co_u32_e64 v113, vcc, v69, v109, vcc
	v_accvgpr_read_b32 v47, a6
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v116, v47, 2
	v_mul_hi_i32 v117, v47, 2
	v_add_co_u32_e64 v78, vcc, v112, v116
	v_addc_co_u32_e64 v79, vcc, v113, v117, vcc
	v_accvgpr_read_b32 v0, a5
	v_accvgpr_read_b32 v60, a4
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v62, v0, v60
	v_mul_lo_u32 v38, v38, v60
	v_mul_lo_u32 v37, v40, v60
	v_mul_lo_u32 v36, v42, v60
	v_accvgpr_read_b32 v40, a16
	v_mul_lo_u32 v3, v40, v60
	v_mul_lo_u32 v2, v46, v60
	v_mul_lo_u32 v1, v48, v60
	v_mul_lo_u32 v0, v50, v60
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v156, v62, 2
	v_mul_hi_i32 v157, v62, 2
	v_add_co_u32_e64 v160, vcc, v72, v156
	v_addc_co_u32_e64 v161, vcc, v73, v157, vcc
	v_mul_lo_u32 v164, v38, 2
	v_mul_hi_i32 v165, v38, 2
	v_add_co_u32_e64 v168, vcc, v72, v164
	v_addc_co_u32_e64 v169, vcc, v73, v165, vcc
	v_mul_lo_u32 v172, v37, 2
	v_mul_hi_i32 v173, v37, 2
	v_add_co_u32_e64 v176, vcc, v72, v172
	v_addc_co_u32_e64 v177, vcc, v73, v173, vcc
	v_mul_lo_u32 v180, v36, 2
	v_mul_hi_i32 v181, v36, 2
	v_add_co_u32_e64 v184, vcc, v72, v180
	v_addc_co_u32_e64 v185, vcc, v73, v181, vcc
	v_mul_lo_u32 v188, v3, 2
	v_mul_hi_i32 v189, v3, 2
	v_add_co_u32_e64 v66, vcc, v72, v188
	v_addc_co_u32_e64 v67, vcc, v73, v189, vcc
	v_mul_lo_u32 v70, v2, 2
	v_mul_hi_i32 v71, v2, 2
	v_add_co_u32_e64 v74, vcc, v72, v70
	v_addc_co_u32_e64 v75, vcc, v73, v71, vcc
	v_mul_lo_u32 v80, v1, 2
	v_mul_hi_i32 v81, v1, 2
	v_add_co_u32_e64 v82, vcc, v72, v80
	v_addc_co_u32_e64 v83, vcc, v73, v81, vcc
	v_mul_lo_u32 v86, v0, 2
	v_mul_hi_i32 v87, v0, 2
	v_add_co_u32_e64 v90, vcc, v72, v86
	v_addc_co_u32_e64 v91, vcc, v73, v87, vcc
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v94, v39, 2
	v_mul_hi_i32 v95, v39, 2
	v_add_co_u32_e64 v132, vcc, v160, v94
	v_addc_co_u32_e64 v133, vcc, v161, v95, vcc
	v_mul_lo_u32 v102, v39, 2
	v_mul_hi_i32 v103, v39, 2
	v_add_co_u32_e64 v138, vcc, v168, v102
	v_addc_co_u32_e64 v139, vcc, v169, v103, vcc
	v_mul_lo_u32 v110, v39, 2
	v_mul_hi_i32 v111, v39, 2
	v_add_co_u32_e64 v144, vcc, v176, v110
	v_addc_co_u32_e64 v145, vcc, v177, v111, vcc
	v_mul_lo_u32 v118, v39, 2
	v_mul_hi_i32 v119, v39, 2
	v_add_co_u32_e64 v150, vcc, v184, v118
	v_addc_co_u32_e64 v151, vcc, v185, v119, vcc
	v_mul_lo_u32 v126, v39, 2
	v_mul_hi_i32 v127, v39, 2
	v_add_co_u32_e64 v156, vcc, v66, v126
	v_addc_co_u32_e64 v157, vcc, v67, v127, vcc
	v_mul_lo_u32 v134, v39, 2
	v_mul_hi_i32 v135, v39, 2
	v_add_co_u32_e64 v162, vcc, v74, v134
	v_addc_co_u32_e64 v163, vcc, v75, v135, vcc
	v_mul_lo_u32 v142, v39, 2
	v_mul_hi_i32 v143, v39, 2
	v_add_co_u32_e64 v168, vcc, v82, v142
	v_addc_co_u32_e64 v169, vcc, v83, v143, vcc
	v_mul_lo_u32 v152, v39, 2
	v_mul_hi_i32 v153, v39, 2
	v_add_co_u32_e64 v174, vcc, v90, v152
	v_addc_co_u32_e64 v175, vcc, v91, v153, vcc
	v_accvgpr_read_b32 v13, a3
	v_accvgpr_read_b32 v16, a17
	v_accvgpr_read_b32 v63, a18
	v_accvgpr_write_b32 a19, v63
	v_accvgpr_write_b32 a20, v63
	v_accvgpr_write_b32 a21, v63
	v_accvgpr_write_b32 a22, v63
	v_accvgpr_write_b32 a23, v63
	v_accvgpr_write_b32 a24, v63
	v_accvgpr_write_b32 a25, v63
	v_accvgpr_write_b32 a26, v63
	v_accvgpr_write_b32 a27, v63
	v_accvgpr_write_b32 a28, v63
	v_accvgpr_write_b32 a29, v63
	v_accvgpr_write_b32 a30, v63
	v_accvgpr_write_b32 a31, v63
	v_accvgpr_write_b32 a32, v63
	v_accvgpr_write_b32 a33, v63
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[46:47], v16, v13
	v_accvgpr_write_b32 a3, v13
	s_and_b64 vcc, exec, s[46:47]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	v_accvgpr_read_b32 v13, a3
	; %k_left = arith.subi
	v_sub_u32_e64 v46, v13, v16
	v_accvgpr_read_b32 v48, a14
	v_accvgpr_read_b32 v53, a1
	v_accvgpr_write_b32 a17, v16
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[56:57], v48, v53
	v_accvgpr_read_b32 v47, a6
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[58:59], v47, v46
	; %a_40 = arith.andi
	s_and_b64 s[60:61], s[56:57], s[58:59]
	; %a_41 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_load_dwordx4 v[4:7], v[78:79], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v59, 0xffff, v4
	v_lshrrev_b32 v60, 16, v4
	v_and_b32_e32 v62, 0xffff, v5
	v_lshrrev_b32 v43, 16, v5
	v_and_b32_e32 v41, 0xffff, v6
	v_lshrrev_b32 v39, 16, v6
	v_and_b32_e32 v37, 0xffff, v7
	v_lshrrev_b32 v0, 16, v7
	v_accvgpr_read_b32 v1, a5
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v1, v46
	v_accvgpr_read_b32 v40, a16
	v_cmp_lt_i32_e64 s[24:25], v40, v46
	v_accvgpr_read_b32 v38, a2
	v_accvgpr_read_b32 v42, a15
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[40:41], v42, v38
	; %b_47 = arith.andi
	s_and_b64 s[38:39], s[26:27], s[40:41]
	s_and_b64 s[36:37], s[26:27], s[40:41]
	s_and_b64 s[34:35], s[26:27], s[40:41]
	s_and_b64 s[32:33], s[26:27], s[40:41]
	s_and_b64 s[30:31], s[24:25], s[40:41]
	s_and_b64 s[28:29], s[24:25], s[40:41]
	s_and_b64 s[26:27], s[24:25], s[40:41]
	s_and_b64 s[24:25], s[24:25], s[40:41]
	; %b_48 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_ushort v3, v[132:133], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_ushort v1, v[138:139], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_ushort v2, v[144:145], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v36, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_ushort v36, v[150:151], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v38, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_ushort v38, v[156:157], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v40, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v40, v[162:163], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v42, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v42, v[168:169], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v46, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v46, v[174:175], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_and_b32_e32 v8, 0xffff, v59
	v_lshl_or_b32 v8, v60, 16, v8
	v_and_b32_e32 v9, 0xffff, v62
	v_lshl_or_b32 v9, v43, 16, v9
	v_and_b32_e32 v10, 0xffff, v41
	v_lshl_or_b32 v10, v39, 16, v10
	v_and_b32_e32 v11, 0xffff, v37
	v_lshl_or_b32 v11, v0, 16, v11
	v_accvgpr_read_b32 v43, a8
	ds_write_b128 v43, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v41, a11
	ds_read_b128 v[12:15], v41
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v57, 0xffff, v12
	v_lshrrev_b32 v0, 16, v12
	v_accvgpr_write_b32 a34, v0
	v_and_b32_e32 v37, 0xffff, v13
	v_lshrrev_b32 v0, 16, v13
	v_accvgpr_write_b32 a35, v37
	v_accvgpr_write_b32 a36, v0
	v_and_b32_e32 v13, 0xffff, v14
	v_lshrrev_b32 v25, 16, v14
	v_accvgpr_write_b32 a37, v13
	v_accvgpr_write_b32 a38, v25
	v_and_b32_e32 v31, 0xffff, v15
	v_lshrrev_b32 v16, 16, v15
	v_accvgpr_read_b32 v41, a10
	v_accvgpr_write_b32 a39, v31
	v_accvgpr_write_b32 a40, v16
	v_xor_b32_e64 v0, v41, 16
	v_accvgpr_read_b32 v43, a9
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[16:19], v0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v0, 0xffff, v16
	v_lshrrev_b32 v13, 16, v16
	v_accvgpr_write_b32 a41, v0
	v_accvgpr_write_b32 a42, v13
	v_and_b32_e32 v8, 0xffff, v17
	v_lshrrev_b32 v15, 16, v17
	v_accvgpr_write_b32 a43, v8
	v_accvgpr_write_b32 a44, v15
	v_and_b32_e32 v45, 0xffff, v18
	v_lshrrev_b32 v32, 16, v18
	v_accvgpr_write_b32 a45, v45
	v_accvgpr_write_b32 a46, v32
	v_and_b32_e32 v13, 0xffff, v19
	v_lshrrev_b32 v33, 16, v19
	v_accvgpr_write_b32 a47, v13
	v_accvgpr_write_b32 a48, v33
	v_xor_b32_e64 v0, v41, 32
	v_add_u32_e64 v37, v43, v0
	ds_read_b128 v[20:23], v37
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v34, 0xffff, v20
	v_lshrrev_b32 v35, 16, v20
	v_accvgpr_write_b32 a49, v34
	v_accvgpr_write_b32 a50, v35
	v_and_b32_e32 v52, 0xffff, v21
	v_lshrrev_b32 v58, 16, v21
	v_accvgpr_write_b32 a51, v52
	v_accvgpr_write_b32 a52, v58
	v_and_b32_e32 v52, 0xffff, v22
	v_lshrrev_b32 v54, 16, v22
	v_accvgpr_write_b32 a53, v52
	v_accvgpr_write_b32 a54, v54
	v_and_b32_e32 v50, 0xffff, v23
	v_lshrrev_b32 v52, 16, v23
	v_accvgpr_write_b32 a55, v50
	v_accvgpr_write_b32 a56, v52
	v_xor_b32_e64 v53, v41, 48
	v_add_u32_e64 v55, v43, v53
	ds_read_b128 v[24:27], v55
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v52, 0xffff, v24
	v_lshrrev_b32 v51, 16, v24
	v_accvgpr_write_b32 a57, v52
	v_accvgpr_write_b32 a58, v51
	v_and_b32_e32 v49, 0xffff, v25
	v_lshrrev_b32 v48, 16, v25
	v_accvgpr_write_b32 a59, v49
	v_accvgpr_write_b32 a60, v48
	v_and_b32_e32 v47, 0xffff, v26
	v_lshrrev_b32 v0, 16, v26
	v_accvgpr_write_b32 a61, v47
	v_accvgpr_write_b32 a62, v0
	v_and_b32_e32 v0, 0xffff, v27
	v_lshrrev_b32 v37, 16, v27
	v_accvgpr_write_b32 a64, v37
	v_accvgpr_write_b32 a63, v0
	v_accvgpr_read_b32 v0, a11
	ds_read_b128 v[28:31], v0 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v37, 0xffff, v28
	v_lshrrev_b32 v0, 16, v28
	v_accvgpr_write_b32 a65, v37
	v_accvgpr_write_b32 a66, v0
	v_and_b32_e32 v37, 0xffff, v29
	v_lshrrev_b32 v0, 16, v29
	v_accvgpr_write_b32 a67, v37
	v_accvgpr_write_b32 a68, v0
	v_and_b32_e32 v37, 0xffff, v30
	v_lshrrev_b32 v0, 16, v30
	v_accvgpr_write_b32 a69, v37
	v_accvgpr_write_b32 a70, v0
	v_and_b32_e32 v0, 0xffff, v31
	v_lshrrev_b32 v30, 16, v31
	v_accvgpr_write_b32 a71, v0
	v_accvgpr_write_b32 a72, v30
	v_xor_b32_e64 v0, v41, 16
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[32:35], v0 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v37, 0xffff, v32
	v_lshrrev_b32 v30, 16, v32
	v_accvgpr_write_b32 a73, v37
	v_accvgpr_write_b32 a74, v30
	v_and_b32_e32 v29, 0xffff, v33
	v_lshrrev_b32 v12, 16, v33
	v_accvgpr_write_b32 a75, v29
	v_accvgpr_write_b32 a76, v12
	v_and_b32_e32 v11, 0xffff, v34
	v_lshrrev_b32 v7, 16, v34
	v_accvgpr_write_b32 a77, v11
	v_accvgpr_write_b32 a78, v7
	v_and_b32_e32 v5, 0xffff, v35
	v_lshrrev_b32 v56, 16, v35
	v_accvgpr_write_b32 a79, v5
	v_accvgpr_write_b32 a80, v56
	v_xor_b32_e64 v49, v41, 32
	v_add_u32_e64 v51, v43, v49
	ds_read_b128 v[4:7], v51 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v58, 0xffff, v4
	v_lshrrev_b32 v56, 16, v4
	v_accvgpr_write_b32 a81, v58
	v_accvgpr_write_b32 a82, v56
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v62, 16, v5
	v_accvgpr_write_b32 a83, v53
	v_accvgpr_write_b32 a84, v62
	v_and_b32_e32 v16, 0xffff, v6
	v_lshrrev_b32 v14, 16, v6
	v_accvgpr_write_b32 a85, v16
	v_accvgpr_write_b32 a86, v14
	v_and_b32_e32 v8, 0xffff, v7
	v_lshrrev_b32 v0, 16, v7
	v_accvgpr_write_b32 a87, v8
	v_accvgpr_write_b32 a88, v0
	v_xor_b32_e64 v0, v41, 48
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[8:11], v0 offset:64
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v37, v8
	v_and_b32_e32 v8, 0xffff, v37
	v_lshrrev_b32 v0, 16, v37
	v_accvgpr_write_b32 a89, v8
	v_accvgpr_write_b32 a90, v0
	v_and_b32_e32 v45, 0xffff, v9
	v_lshrrev_b32 v0, 16, v9
	v_accvgpr_write_b32 a91, v45
	v_accvgpr_write_b32 a92, v0
	v_and_b32_e32 v0, 0xffff, v10
	v_lshrrev_b32 v26, 16, v10
	v_accvgpr_write_b32 a93, v0
	v_accvgpr_write_b32 a94, v26
	v_and_b32_e32 v25, 0xffff, v11
	v_lshrrev_b32 v23, 16, v11
	v_accvgpr_read_b32 v51, a11
	v_accvgpr_write_b32 a95, v25
	v_accvgpr_write_b32 a96, v23
	ds_read_b128 v[12:15], v51 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v37, 0xffff, v12
	v_lshrrev_b32 v8, 16, v12
	v_accvgpr_write_b32 a97, v37
	v_accvgpr_write_b32 a98, v8
	v_and_b32_e32 v6, 0xffff, v13
	v_lshrrev_b32 v37, 16, v13
	v_accvgpr_write_b32 a99, v6
	v_accvgpr_write_b32 a100, v37
	v_and_b32_e32 v54, 0xffff, v14
	v_lshrrev_b32 v51, 16, v14
	v_accvgpr_write_b32 a101, v54
	v_accvgpr_write_b32 a102, v51
	v_and_b32_e32 v50, 0xffff, v15
	v_lshrrev_b32 v49, 16, v15
	v_accvgpr_write_b32 a103, v50
	v_accvgpr_write_b32 a104, v49
	v_xor_b32_e64 v45, v41, 16
	v_add_u32_e64 v47, v43, v45
	ds_read_b128 v[16:19], v47 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v55, 0xffff, v16
	v_lshrrev_b32 v59, 16, v16
	v_accvgpr_write_b32 a105, v55
	v_accvgpr_write_b32 a106, v59
	v_and_b32_e32 v61, 0xffff, v17
	v_lshrrev_b32 v59, 16, v17
	v_accvgpr_write_b32 a107, v61
	v_accvgpr_write_b32 a108, v59
	v_and_b32_e32 v17, 0xffff, v18
	v_lshrrev_b32 v62, 16, v18
	v_accvgpr_write_b32 a109, v17
	v_accvgpr_write_b32 a110, v62
	v_and_b32_e32 v0, 0xffff, v19
	v_lshrrev_b32 v37, 16, v19
	v_accvgpr_write_b32 a111, v0
	v_accvgpr_write_b32 a112, v37
	v_xor_b32_e64 v0, v41, 32
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[20:23], v0 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v49, 0xffff, v20
	v_lshrrev_b32 v25, 16, v20
	v_accvgpr_write_b32 a113, v49
	v_accvgpr_write_b32 a114, v25
	v_and_b32_e32 v4, 0xffff, v21
	v_lshrrev_b32 v24, 16, v21
	v_accvgpr_write_b32 a115, v4
	v_accvgpr_write_b32 a116, v24
	v_and_b32_e32 v37, 0xffff, v22
	v_lshrrev_b32 v0, 16, v22
	v_accvgpr_write_b32 a117, v37
	v_accvgpr_write_b32 a118, v0
	v_and_b32_e32 v25, 0xffff, v23
	v_lshrrev_b32 v26, 16, v23
	v_accvgpr_write_b32 a119, v25
	v_accvgpr_write_b32 a120, v26
	v_xor_b32_e64 v0, v41, 48
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[24:27], v0 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v21, 0xffff, v24
	v_lshrrev_b32 v20, 16, v24
	v_accvgpr_write_b32 a121, v21
	v_accvgpr_write_b32 a122, v20
	v_and_b32_e32 v19, 0xffff, v25
	v_lshrrev_b32 v18, 16, v25
	v_accvgpr_write_b32 a123, v19
	v_accvgpr_write_b32 a124, v18
	v_and_b32_e32 v13, 0xffff, v26
	v_lshrrev_b32 v47, 16, v26
	v_accvgpr_write_b32 a125, v13
	v_accvgpr_write_b32 a126, v47
	v_and_b32_e32 v9, 0xffff, v27
	v_lshrrev_b32 v43, 16, v27
	v_accvgpr_read_b32 v0, a11
	v_accvgpr_write_b32 a127, v9
	v_accvgpr_write_b32 a128, v43
	ds_read_b128 v[28:31], v0 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v50, 0xffff, v28
	v_lshrrev_b32 v51, 16, v28
	v_accvgpr_write_b32 a129, v50
	v_accvgpr_write_b32 a130, v51
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a131, v53
	v_accvgpr_write_b32 a132, v54
	v_and_b32_e32 v8, 0xffff, v30
	v_lshrrev_b32 v11, 16, v30
	v_accvgpr_write_b32 a133, v8
	v_accvgpr_write_b32 a134, v11
	v_and_b32_e32 v9, 0xffff, v31
	v_lshrrev_b32 v8, 16, v31
	v_accvgpr_write_b32 a135, v9
	v_accvgpr_write_b32 a136, v8
	v_xor_b32_e64 v62, v41, 16
	v_accvgpr_read_b32 v43, a9
	v_add_u32_e64 v0, v43, v62
	ds_read_b128 v[32:35], v0 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v0, 0xffff, v32
	v_lshrrev_b32 v12, 16, v32
	v_accvgpr_write_b32 a137, v0
	v_accvgpr_write_b32 a138, v12
	v_and_b32_e32 v0, 0xffff, v33
	v_lshrrev_b32 v31, 16, v33
	v_accvgpr_write_b32 a139, v0
	v_accvgpr_write_b32 a140, v31
	v_and_b32_e32 v32, 0xffff, v34
	v_lshrrev_b32 v31, 16, v34
	v_accvgpr_write_b32 a141, v32
	v_accvgpr_write_b32 a142, v31
	v_and_b32_e32 v30, 0xffff, v35
	v_lshrrev_b32 v29, 16, v35
	v_accvgpr_write_b32 a143, v30
	v_accvgpr_write_b32 a144, v29
	v_xor_b32_e64 v0, v41, 32
	v_add_u32_e64 v0, v43, v0
	ds_read_b128 v[4:7], v0 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v33, 0xffff, v4
	v_lshrrev_b32 v35, 16, v4
	v_accvgpr_write_b32 a145, v33
	v_accvgpr_write_b32 a146, v35
	v_and_b32_e32 v0, 0xffff, v5
	v_lshrrev_b32 v37, 16, v5
	v_accvgpr_write_b32 a147, v0
	v_accvgpr_write_b32 a148, v37
	v_and_b32_e32 v37, 0xffff, v6
	v_lshrrev_b32 v48, 16, v6
	v_accvgpr_write_b32 a149, v37
	v_accvgpr_write_b32 a150, v48
	v_and_b32_e32 v53, 0xffff, v7
	v_lshrrev_b32 v50, 16, v7
	v_accvgpr_write_b32 a151, v53
	v_accvgpr_write_b32 a152, v50
	v_xor_b32_e64 v43, v41, 48
	v_accvgpr_read_b32 v0, a9
	v_add_u32_e64 v43, v0, v43
	ds_read_b128 v[8:11], v43 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v51, 0xffff, v8
	v_lshrrev_b32 v52, 16, v8
	v_accvgpr_write_b32 a153, v51
	v_accvgpr_write_b32 a154, v52
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v56, 16, v9
	v_accvgpr_write_b32 a155, v53
	v_accvgpr_write_b32 a156, v56
	v_and_b32_e32 v4, 0xffff, v10
	v_lshrrev_b32 v59, 16, v10
	v_accvgpr_write_b32 a157, v4
	v_accvgpr_write_b32 a158, v59
	v_and_b32_e32 v48, 0xffff, v11
	v_lshrrev_b32 v62, 16, v11
	v_accvgpr_read_b32 v28, a12
	v_accvgpr_write_b32 a159, v48
	v_accvgpr_write_b32 a160, v62
	s_waitcnt vmcnt(7)
	; v94 = ttg.convert_layout
	ds_write_b16 v28, v3 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b16 v28, v1 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b16 v28, v2 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v28, v36 offset:5632
	s_waitcnt vmcnt(3)
	ds_write_b16 v28, v38 offset:6144
	s_waitcnt vmcnt(2)
	ds_write_b16 v28, v40 offset:6656
	s_waitcnt vmcnt(1)
	ds_write_b16 v28, v42 offset:7168
	s_waitcnt vmcnt(0)
	ds_write_b16 v28, v46 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v44 offset:4096
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v10, 0xffff, v12
	v_lshrrev_b32 v59, 16, v12
	v_accvgpr_write_b32 a161, v59
	v_and_b32_e32 v55, 0xffff, v13
	v_lshrrev_b32 v20, 16, v13
	v_accvgpr_write_b32 a162, v55
	v_accvgpr_write_b32 a163, v20
	ds_read_b64 v[16:17], v44 offset:4224
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v27, 0xffff, v16
	v_lshrrev_b32 v0, 16, v16
	v_accvgpr_write_b32 a164, v0
	v_and_b32_e32 v58, 0xffff, v17
	v_lshrrev_b32 v23, 16, v17
	v_accvgpr_write_b32 a165, v58
	v_accvgpr_write_b32 a166, v23
	ds_read_b64 v[20:21], v44 offset:4352
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v30, 0xffff, v20
	v_lshrrev_b32 v18, 16, v20
	v_accvgpr_write_b32 a167, v18
	v_and_b32_e32 v59, 0xffff, v21
	v_lshrrev_b32 v1, 16, v21
	v_accvgpr_write_b32 a168, v59
	v_accvgpr_write_b32 a169, v1
	ds_read_b64 v[24:25], v44 offset:4480
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v0, 0xffff, v24
	v_lshrrev_b32 v6, 16, v24
	v_accvgpr_write_b32 a170, v6
	v_and_b32_e32 v54, 0xffff, v25
	v_lshrrev_b32 v22, 16, v25
	v_accvgpr_write_b32 a171, v54
	v_accvgpr_write_b32 a172, v22
	ds_read_b64 v[28:29], v44 offset:4608
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v6, 0xffff, v28
	v_lshrrev_b32 v13, 16, v28
	v_accvgpr_write_b32 a173, v13
	v_and_b32_e32 v50, 0xffff, v29
	v_lshrrev_b32 v23, 16, v29
	v_accvgpr_write_b32 a174, v50
	v_accvgpr_write_b32 a175, v23
	ds_read_b64 v[32:33], v44 offset:4736
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v31, 0xffff, v32
	v_lshrrev_b32 v19, 16, v32
	v_accvgpr_write_b32 a176, v19
	v_and_b32_e32 v13, 0xffff, v33
	v_lshrrev_b32 v24, 16, v33
	v_accvgpr_write_b32 a177, v13
	v_accvgpr_write_b32 a178, v24
	ds_read_b64 v[4:5], v44 offset:4864
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v56, 0xffff, v4
	v_lshrrev_b32 v1, 16, v4
	v_accvgpr_write_b32 a179, v1
	v_and_b32_e32 v18, 0xffff, v5
	v_lshrrev_b32 v38, 16, v5
	v_accvgpr_write_b32 a180, v18
	v_accvgpr_write_b32 a181, v38
	ds_read_b64 v[8:9], v44 offset:4992
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 0xffff, v8
	v_lshrrev_b32 v23, 16, v8
	v_accvgpr_write_b32 a182, v23
	v_and_b32_e32 v18, 0xffff, v9
	v_lshrrev_b32 v45, 16, v9
	v_accvgpr_write_b32 a183, v18
	v_accvgpr_write_b32 a184, v45
	ds_read_b64 v[12:13], v44 offset:5120
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v41, 0xffff, v12
	v_lshrrev_b32 v1, 16, v12
	v_accvgpr_write_b32 a185, v1
	v_and_b32_e32 v55, 0xffff, v13
	v_lshrrev_b32 v15, 16, v13
	v_accvgpr_write_b32 a186, v55
	v_accvgpr_write_b32 a187, v15
	ds_read_b64 v[16:17], v44 offset:5248
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v18, 0xffff, v16
	v_lshrrev_b32 v22, 16, v16
	v_accvgpr_write_b32 a188, v22
	v_and_b32_e32 v20, 0xffff, v17
	v_lshrrev_b32 v1, 16, v17
	v_accvgpr_write_b32 a189, v20
	v_accvgpr_write_b32 a190, v1
	ds_read_b64 v[20:21], v44 offset:5376
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 0xffff, v20
	v_lshrrev_b32 v23, 16, v20
	v_accvgpr_write_b32 a191, v23
	v_and_b32_e32 v19, 0xffff, v21
	v_lshrrev_b32 v14, 16, v21
	v_accvgpr_write_b32 a192, v19
	v_accvgpr_write_b32 a193, v14
	ds_read_b64 v[24:25], v44 offset:5504
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v45, 0xffff, v24
	v_lshrrev_b32 v38, 16, v24
	v_accvgpr_write_b32 a194, v38
	v_and_b32_e32 v50, 0xffff, v25
	v_lshrrev_b32 v38, 16, v25
	v_accvgpr_write_b32 a195, v50
	v_accvgpr_write_b32 a196, v38
	ds_read_b64 v[28:29], v44 offset:5632
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v14, 0xffff, v28
	v_lshrrev_b32 v58, 16, v28
	v_accvgpr_write_b32 a197, v58
	v_and_b32_e32 v21, 0xffff, v29
	v_lshrrev_b32 v60, 16, v29
	v_accvgpr_write_b32 a198, v21
	v_accvgpr_write_b32 a199, v60
	ds_read_b64 v[32:33], v44 offset:5760
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v38, 0xffff, v32
	v_lshrrev_b32 v55, 16, v32
	v_accvgpr_write_b32 a200, v55
	v_and_b32_e32 v22, 0xffff, v33
	v_lshrrev_b32 v1, 16, v33
	v_accvgpr_write_b32 a201, v22
	v_accvgpr_write_b32 a202, v1
	ds_read_b64 v[4:5], v44 offset:5888
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v19, 0xffff, v4
	v_lshrrev_b32 v55, 16, v4
	v_and_b32_e32 v23, 0xffff, v5
	v_lshrrev_b32 v60, 16, v5
	v_accvgpr_write_b32 a203, v23
	v_accvgpr_write_b32 a204, v60
	ds_read_b64 v[8:9], v44 offset:6016
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v34, 0xffff, v8
	v_lshrrev_b32 v46, 16, v8
	v_accvgpr_write_b32 a205, v46
	v_and_b32_e32 v21, 0xffff, v9
	v_lshrrev_b32 v8, 16, v9
	v_accvgpr_write_b32 a206, v21
	v_accvgpr_write_b32 a207, v8
	ds_read_b64 v[12:13], v44 offset:6144
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v35, 0xffff, v12
	v_lshrrev_b32 v60, 16, v12
	v_accvgpr_write_b32 a208, v60
	v_and_b32_e32 v1, 0xffff, v13
	v_lshrrev_b32 v11, 16, v13
	v_accvgpr_write_b32 a209, v1
	v_accvgpr_write_b32 a210, v11
	ds_read_b64 v[16:17], v44 offset:6272
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 0xffff, v16
	v_lshrrev_b32 v60, 16, v16
	v_and_b32_e32 v46, 0xffff, v17
	v_lshrrev_b32 v12, 16, v17
	v_accvgpr_write_b32 a211, v46
	v_accvgpr_write_b32 a212, v12
	ds_read_b64 v[20:21], v44 offset:6400
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, 0xffff, v20
	v_lshrrev_b32 v48, 16, v20
	v_accvgpr_write_b32 a213, v48
	v_and_b32_e32 v50, 0xffff, v21
	v_lshrrev_b32 v16, 16, v21
	v_accvgpr_write_b32 a214, v50
	v_accvgpr_write_b32 a215, v16
	ds_read_b64 v[24:25], v44 offset:6528
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v40, 0xffff, v24
	v_lshrrev_b32 v62, 16, v24
	v_and_b32_e32 v59, 0xffff, v25
	v_lshrrev_b32 v2, 16, v25
	v_accvgpr_write_b32 a216, v59
	v_accvgpr_write_b32 a217, v2
	ds_read_b64 v[28:29], v44 offset:6656
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v47, 0xffff, v28
	v_lshrrev_b32 v2, 16, v28
	v_and_b32_e32 v24, 0xffff, v29
	v_lshrrev_b32 v11, 16, v29
	v_accvgpr_write_b32 a218, v24
	v_accvgpr_write_b32 a219, v11
	ds_read_b64 v[32:33], v44 offset:6784
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v52, 0xffff, v32
	v_lshrrev_b32 v53, 16, v32
	v_and_b32_e32 v37, 0xffff, v33
	v_lshrrev_b32 v36, 16, v33
	v_accvgpr_write_b32 a220, v37
	v_accvgpr_write_b32 a221, v36
	ds_read_b64 v[4:5], v44 offset:6912
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v58, 0xffff, v4
	v_lshrrev_b32 v11, 16, v4
	v_and_b32_e32 v37, 0xffff, v5
	v_lshrrev_b32 v36, 16, v5
	v_accvgpr_write_b32 a222, v37
	v_accvgpr_write_b32 a223, v36
	ds_read_b64 v[8:9], v44 offset:7040
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v37, 0xffff, v8
	v_lshrrev_b32 v46, 16, v8
	v_and_b32_e32 v39, 0xffff, v9
	v_lshrrev_b32 v36, 16, v9
	v_accvgpr_write_b32 a224, v39
	v_accvgpr_write_b32 a225, v36
	ds_read_b64 v[12:13], v44 offset:7168
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v42, 0xffff, v12
	v_lshrrev_b32 v23, 16, v12
	v_and_b32_e32 v61, 0xffff, v13
	v_lshrrev_b32 v5, 16, v13
	v_accvgpr_write_b32 a226, v61
	v_accvgpr_write_b32 a227, v5
	ds_read_b64 v[16:17], v44 offset:7296
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v48, 0xffff, v16
	v_lshrrev_b32 v22, 16, v16
	v_and_b32_e32 v50, 0xffff, v17
	v_lshrrev_b32 v51, 16, v17
	v_accvgpr_write_b32 a228, v50
	v_accvgpr_write_b32 a229, v51
	ds_read_b64 v[20:21], v44 offset:7424
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v49, 0xffff, v20
	v_lshrrev_b32 v61, 16, v20
	v_and_b32_e32 v4, 0xffff, v21
	v_lshrrev_b32 v36, 16, v21
	v_accvgpr_write_b32 a230, v4
	v_accvgpr_write_b32 a231, v36
	ds_read_b64 v[24:25], v44 offset:7552
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v26, 0xffff, v24
	v_lshrrev_b32 v36, 16, v24
	v_and_b32_e32 v39, 0xffff, v25
	v_lshrrev_b32 v28, 16, v25
	v_accvgpr_write_b32 a232, v39
	v_accvgpr_write_b32 a233, v28
	ds_read_b64 v[28:29], v44 offset:7680
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v50, 0xffff, v28
	v_lshrrev_b32 v39, 16, v28
	v_and_b32_e32 v51, 0xffff, v29
	v_lshrrev_b32 v43, 16, v29
	v_accvgpr_write_b32 a234, v51
	v_accvgpr_write_b32 a235, v43
	ds_read_b64 v[32:33], v44 offset:7808
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v51, 0xffff, v32
	v_lshrrev_b32 v43, 16, v32
	v_and_b32_e32 v54, 0xffff, v33
	v_lshrrev_b32 v25, 16, v33
	v_accvgpr_write_b32 a236, v54
	v_accvgpr_write_b32 a237, v25
	ds_read_b64 v[4:5], v44 offset:7936
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v54, 0xffff, v4
	v_lshrrev_b32 v20, 16, v4
	v_and_b32_e32 v8, 0xffff, v5
	v_lshrrev_b32 v59, 16, v5
	v_accvgpr_write_b32 a238, v8
	v_accvgpr_write_b32 a239, v59
	ds_read_b64 v[8:9], v44 offset:8064
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v59, 0xffff, v8
	v_lshrrev_b32 v17, 16, v8
	v_and_b32_e32 v5, 0xffff, v9
	v_lshrrev_b32 v29, 16, v9
	v_accvgpr_write_b32 a240, v5
	v_accvgpr_write_b32 a241, v29
	; %acc_49 = tt.dot
	v_cvt_f32_f16 v57, v57
	v_cvt_f32_f16 v10, v10
	v_accvgpr_read_b32 v5, a18
	v_fma_f32 v13, v57, v10, v5
	v_accvgpr_read_b32 v32, a34
	v_accvgpr_write_b32 a242, v10
	v_cvt_f32_f16 v10, v32
	v_cvt_f32_f16 v29, v27
	v_fma_f32 v13, v10, v29, v13
	v_accvgpr_read_b32 v32, a35
	v_accvgpr_write_b32 a243, v29
	v_cvt_f32_f16 v29, v32
	v_cvt_f32_f16 v30, v30
	v_fma_f32 v13, v29, v30, v13
	v_accvgpr_read_b32 v32, a36
	v_accvgpr_write_b32 a244, v30
	v_cvt_f32_f16 v30, v32
	v_cvt_f32_f16 v0, v0
	v_fma_f32 v13, v30, v0, v13
	v_accvgpr_write_b32 a245, v0
	v_accvgpr_read_b32 v0, a37
	v_cvt_f32_f16 v0, v0
	v_cvt_f32_f16 v25, v6
	v_fma_f32 v13, v0, v25, v13
	v_accvgpr_write_b32 a246, v25
	v_accvgpr_read_b32 v25, a38
	v_cvt_f32_f16 v25, v25
	v_cvt_f32_f16 v31, v31
	v_fma_f32 v13, v25, v31, v13
	v_accvgpr_write_b32 a247, v31
	v_accvgpr_read_b32 v31, a39
	v_cvt_f32_f16 v31, v31
	v_cvt_f32_f16 v56, v56
	v_fma_f32 v13, v31, v56, v13
	v_accvgpr_read_b32 v16, a40
	v_accvgpr_write_b32 a248, v56
	v_cvt_f32_f16 v56, v16
	v_cvt_f32_f16 v7, v7
	v_fma_f32 v13, v56, v7, v13
	v_accvgpr_read_b32 v4, a41
	v_accvgpr_write_b32 a249, v7
	v_cvt_f32_f16 v7, v4
	v_cvt_f32_f16 v16, v41
	v_fma_f32 v13, v7, v16, v13
	v_accvgpr_read_b32 v41, a42
	v_accvgpr_write_b32 a250, v16
	v_cvt_f32_f16 v16, v41
	v_cvt_f32_f16 v8, v18
	v_fma_f32 v13, v16, v8, v13
	v_accvgpr_write_b32 a251, v8
	v_accvgpr_read_b32 v8, a43
	v_cvt_f32_f16 v8, v8
	v_cvt_f32_f16 v5, v15
	v_fma_f32 v13, v8, v5, v13
	v_accvgpr_read_b32 v15, a44
	v_accvgpr_write_b32 a252, v5
	v_cvt_f32_f16 v15, v15
	v_cvt_f32_f16 v45, v45
	v_fma_f32 v13, v15, v45, v13
	v_accvgpr_write_b32 a253, v45
	v_accvgpr_read_b32 v45, a45
	v_cvt_f32_f16 v45, v45
	v_cvt_f32_f16 v14, v14
	v_fma_f32 v13, v45, v14, v13
	v_accvgpr_read_b32 v32, a46
	v_accvgpr_write_b32 a254, v14
	v_cvt_f32_f16 v14, v32
	v_cvt_f32_f16 v5, v38
	v_mov_b32 v9, v5
	v_fma_f32 v13, v14, v9, v13
	v_accvgpr_read_b32 v38, a47
	v_accvgpr_write_b32 a255, v9
	v_cvt_f32_f16 v32, v38
	v_cvt_f32_f16 v33, v19
	v_fma_f32 v13, v32, v33, v13
	scratch_store_dword off, v33, s7
	v_accvgpr_read_b32 v33, a48
	v_cvt_f32_f16 v33, v33
	v_cvt_f32_f16 v19, v34
	v_mov_b32 v5, v19
	v_fma_f32 v13, v33, v5, v13
	v_accvgpr_read_b32 v34, a49
	scratch_store_dword off, v5, s7 offset:4
	v_cvt_f32_f16 v34, v34
	v_cvt_f32_f16 v35, v35
	v_fma_f32 v13, v34, v35, v13
	scratch_store_dword off, v35, s7 offset:8
	v_accvgpr_read_b32 v35, a50
	v_cvt_f32_f16 v35, v35
	v_cvt_f32_f16 v1, v1
	v_fma_f32 v13, v35, v1, v13
	scratch_store_dword off, v1, s7 offset:12
	v_accvgpr_read_b32 v1, a51
	v_cvt_f32_f16 v1, v1
	v_cvt_f32_f16 v3, v3
	v_fma_f32 v13, v1, v3, v13
	scratch_store_dword off, v3, s7 offset:16
	v_accvgpr_read_b32 v3, a52
	v_cvt_f32_f16 v3, v3
	v_cvt_f32_f16 v40, v40
	v_fma_f32 v13, v3, v40, v13
	v_accvgpr_read_b32 v38, a53
	scratch_store_dword off, v40, s7 offset:20
	v_cvt_f32_f16 v40, v38
	v_cvt_f32_f16 v47, v47
	v_fma_f32 v13, v40, v47, v13
	v_accvgpr_read_b32 v38, a54
	scratch_store_dword off, v47, s7 offset:24
	v_cvt_f32_f16 v47, v38
	v_cvt_f32_f16 v52, v52
	v_fma_f32 v13, v47, v52, v13
	scratch_store_dword off, v52, s7 offset:28
	v_accvgpr_read_b32 v52, a55
	v_cvt_f32_f16 v52, v52
	v_cvt_f32_f16 v58, v58
	v_fma_f32 v13, v52, v58, v13
	v_accvgpr_read_b32 v41, a56
	scratch_store_dword off, v58, s7 offset:32
	v_cvt_f32_f16 v58, v41
	v_cvt_f32_f16 v37, v37
	v_fma_f32 v13, v58, v37, v13
	scratch_store_dword off, v37, s7 offset:36
	v_accvgpr_read_b32 v37, a57
	v_cvt_f32_f16 v37, v37
	v_cvt_f32_f16 v42, v42
	v_fma_f32 v13, v37, v42, v13
	v_accvgpr_read_b32 v38, a58
	scratch_store_dword off, v42, s7 offset:40
	v_cvt_f32_f16 v42, v38
	v_cvt_f32_f16 v48, v48
	v_fma_f32 v13, v42, v48, v13
	v_accvgpr_read_b32 v41, a59
	scratch_store_dword off, v48, s7 offset:44
	v_cvt_f32_f16 v48, v41
	v_cvt_f32_f16 v9, v49
	v_fma_f32 v13, v48, v9, v13
	v_accvgpr_read_b32 v49, a60
	scratch_store_dword off, v9, s7 offset:48
	v_cvt_f32_f16 v49, v49
	v_cvt_f32_f16 v26, v26
	v_fma_f32 v13, v49, v26, v13
	v_accvgpr_read_b32 v38, a61
	scratch_store_dword off, v26, s7 offset:52
	v_cvt_f32_f16 v26, v38
	v_cvt_f32_f16 v50, v50
	v_fma_f32 v13, v26, v50, v13
	scratch_store_dword off, v50, s7 offset:56
	v_accvgpr_read_b32 v50, a62
	v_cvt_f32_f16 v50, v50
	v_cvt_f32_f16 v51, v51
	v_fma_f32 v13, v50, v51, v13
	scratch_store_dword off, v51, s7 offset:60
	v_accvgpr_read_b32 v51, a63
	v_cvt_f32_f16 v51, v51
	v_cvt_f32_f16 v54, v54
	v_fma_f32 v13, v51, v54, v13
	scratch_store_dword off, v54, s7 offset:64
	v_accvgpr_read_b32 v54, a64
	v_cvt_f32_f16 v54, v54
	v_cvt_f32_f16 v59, v59
	v_fma_f32 v5, v54, v59, v13
	scratch_store_dword off, v59, s7 offset:68
	v_accvgpr_write_b32 a18, v5
	v_accvgpr_read_b32 v59, a161
	v_cvt_f32_f16 v13, v59
	v_accvgpr_read_b32 v59, a19
	v_fma_f32 v59, v57, v13, v59
	v_accvgpr_read_b32 v38, a164
	scratch_store_dword off, v13, s7 offset:72
	v_cvt_f32_f16 v13, v38
	v_fma_f32 v59, v10, v13, v59
	v_accvgpr_read_b32 v18, a167
	scratch_store_dword off, v13, s7 offset:76
	v_cvt_f32_f16 v13, v18
	v_fma_f32 v59, v29, v13, v59
	v_accvgpr_read_b32 v6, a170
	scratch_store_dword off, v13, s7 offset:80
	v_cvt_f32_f16 v13, v6
	v_fma_f32 v59, v30, v13, v59
	scratch_store_dword off, v13, s7 offset:84
	v_accvgpr_read_b32 v13, a173
	v_cvt_f32_f16 v13, v13
	v_fma_f32 v59, v0, v13, v59
	v_accvgpr_read_b32 v19, a176
	scratch_store_dword off, v13, s7 offset:88
	v_cvt_f32_f16 v13, v19
	v_fma_f32 v59, v25, v13, v59
	v_accvgpr_read_b32 v6, a179
	scratch_store_dword off, v13, s7 offset:92
	v_cvt_f32_f16 v13, v6
	v_fma_f32 v59, v31, v13, v59
	v_accvgpr_read_b32 v38, a182
	scratch_store_dword off, v13, s7 offset:96
	v_cvt_f32_f16 v18, v38
	v_fma_f32 v59, v56, v18, v59
	v_accvgpr_read_b32 v6, a185
	scratch_store_dword off, v18, s7 offset:100
	v_cvt_f32_f16 v19, v6
	v_fma_f32 v59, v7, v19, v59
	v_accvgpr_read_b32 v38, a188
	scratch_store_dword off, v19, s7 offset:104
	v_cvt_f32_f16 v27, v38
	v_fma_f32 v59, v16, v27, v59
	v_accvgpr_read_b32 v38, a191
	scratch_store_dword off, v27, s7 offset:108
	v_cvt_f32_f16 v27, v38
	v_fma_f32 v59, v8, v27, v59
	v_accvgpr_read_b32 v38, a194
	scratch_store_dword off, v27, s7 offset:112
	v_cvt_f32_f16 v6, v38
	v_fma_f32 v59, v15, v6, v59
	v_accvgpr_read_b32 v41, a197
	scratch_store_dword off, v6, s7 offset:116
	v_cvt_f32_f16 v27, v41
	v_fma_f32 v38, v45, v27, v59
	v_accvgpr_read_b32 v59, a200
	scratch_store_dword off, v27, s7 offset:120
	v_cvt_f32_f16 v6, v59
	v_fma_f32 v38, v14, v6, v38
	scratch_store_dword off, v6, s7 offset:124
	v_cvt_f32_f16 v41, v55
	v_fma_f32 v55, v32, v41, v38
	v_accvgpr_read_b32 v59, a205
	scratch_store_dword off, v41, s7 offset:128
	v_cvt_f32_f16 v59, v59
	v_fma_f32 v55, v33, v59, v55
	scratch_store_dword off, v59, s7 offset:132
	v_accvgpr_read_b32 v59, a208
	v_cvt_f32_f16 v59, v59
	v_fma_f32 v55, v34, v59, v55
	scratch_store_dword off, v59, s7 offset:136
	v_cvt_f32_f16 v59, v60
	v_fma_f32 v55, v35, v59, v55
	v_accvgpr_read_b32 v60, a213
	scratch_store_dword off, v59, s7 offset:140
	v_cvt_f32_f16 v60, v60
	v_fma_f32 v59, v1, v60, v55
	scratch_store_dword off, v60, s7 offset:144
	v_cvt_f32_f16 v60, v62
	v_fma_f32 v62, v3, v60, v59
	scratch_store_dword off, v60, s7 offset:148
	v_cvt_f32_f16 v38, v2
	v_fma_f32 v2, v40, v38, v62
	scratch_store_dword off, v38, s7 offset:152
	v_cvt_f32_f16 v60, v53
	v_fma_f32 v2, v47, v60, v2
	scratch_store_dword off, v60, s7 offset:156
	v_cvt_f32_f16 v38, v11
	v_fma_f32 v2, v52, v38, v2
	scratch_store_dword off, v38, s7 offset:160
	v_cvt_f32_f16 v38, v46
	v_fma_f32 v2, v58, v38, v2
	scratch_store_dword off, v38, s7 offset:164
	v_cvt_f32_f16 v41, v23
	v_fma_f32 v2, v37, v41, v2
	scratch_store_dword off, v41, s7 offset:168
	v_cvt_f32_f16 v5, v22
	v_fma_f32 v2, v42, v5, v2
	scratch_store_dword off, v5, s7 offset:172
	v_cvt_f32_f16 v38, v61
	v_fma_f32 v2, v48, v38, v2
	scratch_store_dword off, v38, s7 offset:176
	v_cvt_f32_f16 v36, v36
	v_mov_b32 v38, v36
	v_fma_f32 v36, v49, v38, v2
	scratch_store_dword off, v38, s7 offset:180
	v_cvt_f32_f16 v2, v39
	v_fma_f32 v36, v26, v2, v36
	scratch_store_dword off, v2, s7 offset:184
	v_cvt_f32_f16 v38, v43
	v_fma_f32 v39, v50, v38, v36
	scratch_store_dword off, v38, s7 offset:188
	v_cvt_f32_f16 v11, v20
	v_fma_f32 v43, v51, v11, v39
	scratch_store_dword off, v11, s7 offset:192
	v_cvt_f32_f16 v53, v17
	v_fma_f32 v13, v54, v53, v43
	v_accvgpr_read_b32 v55, a162
	v_accvgpr_write_b32 a19, v13
	scratch_store_dword off, v53, s7 offset:196
	v_cvt_f32_f16 v53, v55
	v_mov_b32 v2, v53
	v_accvgpr_read_b32 v36, a20
	v_fma_f32 v53, v57, v2, v36
	scratch_store_dword off, v2, s7 offset:200
	v_accvgpr_read_b32 v2, a165
	v_cvt_f32_f16 v12, v2
	v_fma_f32 v55, v10, v12, v53
	v_accvgpr_read_b32 v59, a168
	scratch_store_dword off, v12, s7 offset:204
	v_cvt_f32_f16 v28, v59
	v_fma_f32 v59, v29, v28, v55
	v_accvgpr_read_b32 v53, a171
	scratch_store_dword off, v28, s7 offset:208
	v_cvt_f32_f16 v61, v53
	v_fma_f32 v2, v30, v61, v59
	v_accvgpr_read_b32 v6, a174
	scratch_store_dword off, v61, s7 offset:212
	v_cvt_f32_f16 v36, v6
	v_fma_f32 v2, v0, v36, v2
	v_accvgpr_read_b32 v13, a177
	scratch_store_dword off, v36, s7 offset:216
	v_cvt_f32_f16 v36, v13
	v_fma_f32 v2, v25, v36, v2
	v_accvgpr_read_b32 v18, a180
	scratch_store_dword off, v36, s7 offset:220
	v_cvt_f32_f16 v36, v18
	v_fma_f32 v2, v31, v36, v2
	v_accvgpr_read_b32 v18, a183
	scratch_store_dword off, v36, s7 offset:224
	v_cvt_f32_f16 v36, v18
	v_fma_f32 v2, v56, v36, v2
	v_accvgpr_read_b32 v55, a186
	scratch_store_dword off, v36, s7 offset:228
	v_cvt_f32_f16 v36, v55
	v_fma_f32 v2, v7, v36, v2
	v_accvgpr_read_b32 v20, a189
	scratch_store_dword off, v36, s7 offset:232
	v_cvt_f32_f16 v36, v20
	v_mov_b32 v38, v36
	v_fma_f32 v36, v16, v38, v2
	v_accvgpr_read_b32 v19, a192
	scratch_store_dword off, v38, s7 offset:236
	v_cvt_f32_f16 v2, v19
	v_fma_f32 v36, v8, v2, v36
	v_accvgpr_read_b32 v6, a195
	scratch_store_dword off, v2, s7 offset:240
	v_cvt_f32_f16 v2, v6
	v_fma_f32 v36, v15, v2, v36
	v_accvgpr_read_b32 v21, a198
	scratch_store_dword off, v2, s7 offset:244
	v_cvt_f32_f16 v2, v21
	v_fma_f32 v36, v45, v2, v36
	v_accvgpr_read_b32 v22, a201
	scratch_store_dword off, v2, s7 offset:248
	v_cvt_f32_f16 v38, v22
	v_fma_f32 v41, v14, v38, v36
	v_accvgpr_read_b32 v23, a203
	scratch_store_dword off, v38, s7 offset:252
	v_cvt_f32_f16 v43, v23
	v_fma_f32 v53, v32, v43, v41
	v_accvgpr_read_b32 v21, a206
	scratch_store_dword off, v43, s7 offset:256
	v_cvt_f32_f16 v46, v21
	v_fma_f32 v53, v33, v46, v53
	v_accvgpr_read_b32 v38, a209
	scratch_store_dword off, v46, s7 offset:260
	v_cvt_f32_f16 v55, v38
	v_fma_f32 v53, v34, v55, v53
	v_accvgpr_read_b32 v46, a211
	scratch_store_dword off, v55, s7 offset:264
	v_cvt_f32_f16 v55, v46
	v_mov_b32 v2, v55
	v_fma_f32 v60, v35, v2, v53
	v_accvgpr_read_b32 v55, a214
	scratch_store_dword off, v2, s7 offset:268
	v_cvt_f32_f16 v59, v55
	v_fma_f32 v60, v1, v59, v60
	v_accvgpr_read_b32 v55, a216
	scratch_store_dword off, v59, s7 offset:272
	v_cvt_f32_f16 v62, v55
	v_fma_f32 v2, v3, v62, v60
	v_accvgpr_read_b32 v24, a218
	scratch_store_dword off, v62, s7 offset:276
	v_cvt_f32_f16 v13, v24
	v_fma_f32 v2, v40, v13, v2
	v_accvgpr_read_b32 v62, a220
	scratch_store_dword off, v13, s7 offset:280
	v_cvt_f32_f16 v62, v62
	v_fma_f32 v2, v47, v62, v2
	v_accvgpr_read_b32 v36, a222
	scratch_store_dword off, v62, s7 offset:284
	v_cvt_f32_f16 v36, v36
	v_fma_f32 v2, v52, v36, v2
	v_accvgpr_read_b32 v60, a224
	scratch_store_dword off, v36, s7 offset:288
	v_cvt_f32_f16 v36, v60
	v_fma_f32 v2, v58, v36, v2
	v_accvgpr_read_b32 v61, a226
	scratch_store_dword off, v36, s7 offset:292
	v_cvt_f32_f16 v55, v61
	v_fma_f32 v2, v37, v55, v2
	v_accvgpr_read_b32 v12, a228
	scratch_store_dword off, v55, s7 offset:296
	v_cvt_f32_f16 v9, v12
	v_fma_f32 v2, v42, v9, v2
	v_accvgpr_read_b32 v4, a230
	scratch_store_dword off, v9, s7 offset:300
	v_cvt_f32_f16 v61, v4
	v_fma_f32 v2, v48, v61, v2
	v_accvgpr_read_b32 v53, a232
	scratch_store_dword off, v61, s7 offset:304
	v_cvt_f32_f16 v9, v53
	v_fma_f32 v2, v49, v9, v2
	v_accvgpr_read_b32 v11, a234
	scratch_store_dword off, v9, s7 offset:308
	v_cvt_f32_f16 v4, v11
	v_fma_f32 v38, v26, v4, v2
	v_accvgpr_read_b32 v28, a236
	scratch_store_dword off, v4, s7 offset:312
	v_cvt_f32_f16 v18, v28
	v_fma_f32 v41, v50, v18, v38
	v_accvgpr_read_b32 v36, a238
	scratch_store_dword off, v18, s7 offset:316
	v_cvt_f32_f16 v20, v36
	v_fma_f32 v46, v51, v20, v41
	v_accvgpr_read_b32 v5, a240
	scratch_store_dword off, v20, s7 offset:320
	v_cvt_f32_f16 v17, v5
	v_fma_f32 v46, v54, v17, v46
	v_accvgpr_read_b32 v20, a163
	v_accvgpr_write_b32 a20, v46
	scratch_store_dword off, v17, s7 offset:324
	v_cvt_f32_f16 v6, v20
	v_accvgpr_read_b32 v2, a21
	v_fma_f32 v53, v57, v6, v2
	v_accvgpr_read_b32 v23, a166
	scratch_store_dword off, v6, s7 offset:328
	v_cvt_f32_f16 v17, v23
	v_fma_f32 v57, v10, v17, v53
	v_accvgpr_read_b32 v21, a169
	scratch_store_dword off, v17, s7 offset:332
	v_cvt_f32_f16 v21, v21
	v_fma_f32 v61, v29, v21, v57
	v_accvgpr_read_b32 v22, a172
	scratch_store_dword off, v21, s7 offset:336
	v_cvt_f32_f16 v22, v22
	v_fma_f32 v2, v30, v22, v61
	v_accvgpr_read_b32 v23, a175
	scratch_store_dword off, v22, s7 offset:340
	v_cvt_f32_f16 v38, v23
	v_fma_f32 v0, v0, v38, v2
	v_accvgpr_read_b32 v24, a178
	scratch_store_dword off, v38, s7 offset:344
	v_cvt_f32_f16 v24, v24
	v_fma_f32 v0, v25, v24, v0
	v_accvgpr_read_b32 v38, a181
	scratch_store_dword off, v24, s7 offset:348
	v_cvt_f32_f16 v41, v38
	v_fma_f32 v0, v31, v41, v0
	v_accvgpr_read_b32 v2, a184
	scratch_store_dword off, v41, s7 offset:352
	v_cvt_f32_f16 v23, v2
	v_fma_f32 v0, v56, v23, v0
	v_accvgpr_read_b32 v2, a187
	scratch_store_dword off, v23, s7 offset:356
	v_cvt_f32_f16 v41, v2
	v_fma_f32 v0, v7, v41, v0
	scratch_store_dword off, v41, s7 offset:360
	v_accvgpr_read_b32 v41, a190
	v_cvt_f32_f16 v30, v41
	v_fma_f32 v0, v16, v30, v0
	v_accvgpr_read_b32 v2, a193
	scratch_store_dword off, v30, s7 offset:364
	v_cvt_f32_f16 v55, v2
	v_fma_f32 v0, v8, v55, v0
	v_accvgpr_read_b32 v38, a196
	scratch_store_dword off, v55, s7 offset:368
	v_cvt_f32_f16 v2, v38
	v_mov_b32 v36, v2
	v_fma_f32 v2, v15, v36, v0
	v_accvgpr_read_b32 v15, a199
	scratch_store_dword off, v36, s7 offset:372
	v_cvt_f32_f16 v46, v15
	v_fma_f32 v38, v45, v46, v2
	v_accvgpr_read_b32 v43, a202
	scratch_store_dword off, v46, s7 offset:376
	v_cvt_f32_f16 v60, v43
	v_fma_f32 v43, v14, v60, v38
	scratch_store_dword off, v60, s7 offset:380
	v_accvgpr_read_b32 v60, a204
	v_cvt_f32_f16 v45, v60
	v_fma_f32 v46, v32, v45, v43
	v_accvgpr_read_b32 v8, a207
	scratch_store_dword off, v45, s7 offset:384
	v_cvt_f32_f16 v8, v8
	v_fma_f32 v53, v33, v8, v46
	v_accvgpr_read_b32 v11, a210
	scratch_store_dword off, v8, s7 offset:388
	v_cvt_f32_f16 v14, v11
	v_fma_f32 v55, v34, v14, v53
	v_accvgpr_read_b32 v12, a212
	scratch_store_dword off, v14, s7 offset:392
	v_cvt_f32_f16 v15, v12
	v_fma_f32 v59, v35, v15, v55
	v_accvgpr_read_b32 v16, a215
	scratch_store_dword off, v15, s7 offset:396
	v_cvt_f32_f16 v16, v16
	v_fma_f32 v62, v1, v16, v59
	v_accvgpr_read_b32 v2, a217
	scratch_store_dword off, v16, s7 offset:400
	v_cvt_f32_f16 v1, v2
	v_fma_f32 v0, v3, v1, v62
	v_accvgpr_read_b32 v11, a219
	scratch_store_dword off, v1, s7 offset:404
	v_cvt_f32_f16 v2, v11
	v_fma_f32 v0, v40, v2, v0
	v_accvgpr_read_b32 v53, a221
	scratch_store_dword off, v2, s7 offset:408
	v_cvt_f32_f16 v53, v53
	v_fma_f32 v0, v47, v53, v0
	v_accvgpr_read_b32 v56, a223
	scratch_store_dword off, v53, s7 offset:412
	v_cvt_f32_f16 v56, v56
	v_fma_f32 v0, v52, v56, v0
	v_accvgpr_read_b32 v57, a225
	scratch_store_dword off, v56, s7 offset:416
	v_cvt_f32_f16 v57, v57
	v_fma_f32 v0, v58, v57, v0
	v_accvgpr_read_b32 v5, a227
	scratch_store_dword off, v57, s7 offset:420
	v_cvt_f32_f16 v5, v5
	v_fma_f32 v0, v37, v5, v0
	v_accvgpr_read_b32 v7, a229
	scratch_store_dword off, v5, s7 offset:424
	v_cvt_f32_f16 v7, v7
	v_fma_f32 v0, v42, v7, v0
	v_accvgpr_read_b32 v10, a231
	scratch_store_dword off, v7, s7 offset:428
	v_cvt_f32_f16 v10, v10
	v_fma_f32 v0, v48, v10, v0
	v_accvgpr_read_b32 v28, a233
	scratch_store_dword off, v10, s7 offset:432
	v_cvt_f32_f16 v11, v28
	v_fma_f32 v3, v49, v11, v0
	v_accvgpr_read_b32 v29, a235
	scratch_store_dword off, v11, s7 offset:436
	v_cvt_f32_f16 v12, v29
	v_fma_f32 v39, v26, v12, v3
	v_accvgpr_read_b32 v25, a237
	scratch_store_dword off, v12, s7 offset:440
	v_cvt_f32_f16 v28, v25
	v_fma_f32 v43, v50, v28, v39
	scratch_store_dword off, v28, s7 offset:444
	v_accvgpr_read_b32 v28, a239
	v_cvt_f32_f16 v29, v28
	v_fma_f32 v47, v51, v29, v43
	scratch_store_dword off, v29, s7 offset:448
	v_accvgpr_read_b32 v29, a241
	v_cvt_f32_f16 v29, v29
	v_fma_f32 v15, v54, v29, v47
	v_accvgpr_read_b32 v30, a65
	v_accvgpr_write_b32 a21, v15
	v_cvt_f32_f16 v53, v30
	v_accvgpr_read_b32 v16, a22
	v_accvgpr_read_b32 v30, a242
	v_fma_f32 v55, v53, v30, v16
	v_accvgpr_read_b32 v30, a66
	v_cvt_f32_f16 v57, v30
	v_accvgpr_read_b32 v30, a243
	v_fma_f32 v59, v57, v30, v55
	v_accvgpr_read_b32 v30, a67
	v_cvt_f32_f16 v61, v30
	v_accvgpr_read_b32 v30, a244
	v_fma_f32 v1, v61, v30, v59
	v_accvgpr_read_b32 v30, a68
	v_cvt_f32_f16 v0, v30
	v_accvgpr_read_b32 v30, a245
	v_fma_f32 v2, v0, v30, v1
	v_accvgpr_read_b32 v30, a69
	v_cvt_f32_f16 v1, v30
	v_accvgpr_read_b32 v30, a246
	v_fma_f32 v3, v1, v30, v2
	v_accvgpr_read_b32 v30, a70
	v_cvt_f32_f16 v2, v30
	v_accvgpr_read_b32 v30, a247
	v_fma_f32 v36, v2, v30, v3
	v_accvgpr_read_b32 v30, a71
	v_cvt_f32_f16 v3, v30
	v_accvgpr_read_b32 v30, a248
	v_fma_f32 v37, v3, v30, v36
	v_accvgpr_read_b32 v30, a72
	v_cvt_f32_f16 v36, v30
	v_accvgpr_read_b32 v31, a249
	v_fma_f32 v38, v36, v31, v37
	v_accvgpr_read_b32 v30, a73
	v_cvt_f32_f16 v37, v30
	v_accvgpr_read_b32 v35, a250
	v_fma_f32 v39, v37, v35, v38
	v_accvgpr_read_b32 v30, a74
	v_cvt_f32_f16 v38, v30
	v_accvgpr_read_b32 v30, a251
	v_fma_f32 v40, v38, v30, v39
	v_accvgpr_read_b32 v60, a75
	v_cvt_f32_f16 v39, v60
	v_accvgpr_read_b32 v30, a252
	v_fma_f32 v41, v39, v30, v40
	v_accvgpr_read_b32 v12, a76
	v_cvt_f32_f16 v40, v12
	v_accvgpr_read_b32 v32, a253
	v_fma_f32 v42, v40, v32, v41
	v_accvgpr_read_b32 v11, a77
	v_cvt_f32_f16 v41, v11
	v_accvgpr_read_b32 v33, a254
	v_fma_f32 v43, v41, v33, v42
	v_accvgpr_read_b32 v7, a78
	v_cvt_f32_f16 v42, v7
	v_accvgpr_read_b32 v34, a255
	v_fma_f32 v45, v42, v34, v43
	v_accvgpr_read_b32 v5, a79
	v_cvt_f32_f16 v46, v5
	scratch_load_dword v30, off, s7
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v46, v30, v45
	v_accvgpr_read_b32 v56, a80
	v_cvt_f32_f16 v50, v56
	scratch_load_dword v30, off, s7 offset:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v50, v30, v48
	v_accvgpr_read_b32 v5, a81
	v_cvt_f32_f16 v54, v5
	scratch_load_dword v30, off, s7 offset:8
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v54, v30, v52
	v_accvgpr_read_b32 v43, a82
	v_cvt_f32_f16 v58, v43
	scratch_load_dword v30, off, s7 offset:12
	s_waitcnt vmcnt(0)
	v_fma_f32 v60, v58, v30, v56
	v_accvgpr_read_b32 v43, a83
	v_cvt_f32_f16 v62, v43
	scratch_load_dword v30, off, s7 offset:16
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v62, v30, v60
	v_accvgpr_read_b32 v43, a84
	v_cvt_f32_f16 v43, v43
	scratch_load_dword v30, off, s7 offset:20
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v43, v30, v45
	v_accvgpr_read_b32 v16, a85
	v_cvt_f32_f16 v45, v16
	scratch_load_dword v30, off, s7 offset:24
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v45, v30, v47
	v_accvgpr_read_b32 v14, a86
	v_cvt_f32_f16 v47, v14
	scratch_load_dword v30, off, s7 offset:28
	s_waitcnt vmcnt(0)
	v_fma_f32 v49, v47, v30, v48
	v_accvgpr_read_b32 v8, a87
	v_cvt_f32_f16 v48, v8
	scratch_load_dword v30, off, s7 offset:32
	s_waitcnt vmcnt(0)
	v_fma_f32 v51, v48, v30, v49
	v_accvgpr_read_b32 v49, a88
	v_cvt_f32_f16 v49, v49
	scratch_load_dword v30, off, s7 offset:36
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v49, v30, v51
	v_accvgpr_read_b32 v8, a89
	v_cvt_f32_f16 v51, v8
	scratch_load_dword v30, off, s7 offset:40
	s_waitcnt vmcnt(0)
	v_fma_f32 v55, v51, v30, v52
	v_accvgpr_read_b32 v52, a90
	v_cvt_f32_f16 v52, v52
	scratch_load_dword v30, off, s7 offset:44
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v52, v30, v55
	v_accvgpr_read_b32 v55, a91
	v_cvt_f32_f16 v55, v55
	scratch_load_dword v30, off, s7 offset:48
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v55, v30, v56
	v_accvgpr_read_b32 v56, a92
	v_cvt_f32_f16 v56, v56
	scratch_load_dword v30, off, s7 offset:52
	s_waitcnt vmcnt(0)
	v_fma_f32 v60, v56, v30, v59
	v_accvgpr_read_b32 v59, a93
	v_cvt_f32_f16 v59, v59
	scratch_load_dword v31, off, s7 offset:56
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v59, v31, v60
	v_accvgpr_read_b32 v26, a94
	v_cvt_f32_f16 v60, v26
	scratch_load_dword v30, off, s7 offset:60
	s_waitcnt vmcnt(0)
	v_fma_f32 v5, v60, v30, v4
	v_accvgpr_read_b32 v25, a95
	v_cvt_f32_f16 v4, v25
	scratch_load_dword v30, off, s7 offset:64
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v4, v30, v5
	v_accvgpr_read_b32 v23, a96
	v_cvt_f32_f16 v5, v23
	scratch_load_dword v30, off, s7 offset:68
	s_waitcnt vmcnt(0)
	v_fma_f32 v16, v5, v30, v6
	v_accvgpr_write_b32 a22, v16
	scratch_load_dword v30, off, s7 offset:72
	v_accvgpr_read_b32 v17, a23
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v53, v30, v17
	scratch_load_dword v30, off, s7 offset:76
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v57, v30, v6
	scratch_load_dword v30, off, s7 offset:80
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v61, v30, v6
	scratch_load_dword v30, off, s7 offset:84
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v0, v30, v6
	scratch_load_dword v30, off, s7 offset:88
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v1, v30, v6
	scratch_load_dword v30, off, s7 offset:92
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v2, v30, v6
	scratch_load_dword v30, off, s7 offset:96
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v3, v30, v6
	scratch_load_dword v30, off, s7 offset:100
	s_waitcnt vmcnt(0)
	v_fma_f32 v9, v36, v30, v7
	scratch_load_dword v30, off, s7 offset:104
	s_waitcnt vmcnt(0)
	v_fma_f32 v11, v37, v30, v9
	scratch_load_dword v30, off, s7 offset:108
	s_waitcnt vmcnt(0)
	v_fma_f32 v13, v38, v30, v11
	scratch_load_dword v32, off, s7 offset:112
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v39, v32, v13
	scratch_load_dword v30, off, s7 offset:116
	s_waitcnt vmcnt(0)
	v_fma_f32 v17, v40, v30, v15
	scratch_load_dword v32, off, s7 offset:120
	s_waitcnt vmcnt(0)
	v_fma_f32 v19, v41, v32, v17
	scratch_load_dword v30, off, s7 offset:124
	s_waitcnt vmcnt(0)
	v_fma_f32 v21, v42, v30, v19
	scratch_load_dword v30, off, s7 offset:128
	s_waitcnt vmcnt(0)
	v_fma_f32 v23, v46, v30, v21
	scratch_load_dword v30, off, s7 offset:132
	s_waitcnt vmcnt(0)
	v_fma_f32 v25, v50, v30, v23
	scratch_load_dword v30, off, s7 offset:136
	s_waitcnt vmcnt(0)
	v_fma_f32 v27, v54, v30, v25
	scratch_load_dword v30, off, s7 offset:140
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v58, v30, v27
	scratch_load_dword v30, off, s7 offset:144
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v62, v30, v31
	scratch_load_dword v30, off, s7 offset:148
	s_waitcnt vmcnt(0)
	v_fma_f32 v33, v43, v30, v31
	scratch_load_dword v30, off, s7 offset:152
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v45, v30, v33
	scratch_load_dword v30, off, s7 offset:156
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v47, v30, v6
	scratch_load_dword v30, off, s7 offset:160
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v48, v30, v6
	scratch_load_dword v30, off, s7 offset:164
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v49, v30, v6
	scratch_load_dword v30, off, s7 offset:168
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v51, v30, v6
	scratch_load_dword v30, off, s7 offset:172
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v52, v30, v6
	scratch_load_dword v30, off, s7 offset:176
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v55, v30, v6
	scratch_load_dword v30, off, s7 offset:180
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v56, v30, v6
	scratch_load_dword v30, off, s7 offset:184
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v59, v30, v6
	scratch_load_dword v30, off, s7 offset:188
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v60, v30, v6
	scratch_load_dword v30, off, s7 offset:192
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v4, v30, v6
	scratch_load_dword v30, off, s7 offset:196
	s_waitcnt vmcnt(0)
	v_fma_f32 v17, v5, v30, v6
	v_accvgpr_read_b32 v18, a24
	scratch_load_dword v30, off, s7 offset:200
	v_accvgpr_write_b32 a23, v17
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v53, v30, v18
	scratch_load_dword v30, off, s7 offset:204
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v57, v30, v6
	scratch_load_dword v30, off, s7 offset:208
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v61, v30, v6
	scratch_load_dword v30, off, s7 offset:212
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v0, v30, v6
	scratch_load_dword v30, off, s7 offset:216
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v1, v30, v6
	scratch_load_dword v31, off, s7 offset:220
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v2, v31, v6
	scratch_load_dword v32, off, s7 offset:224
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, v3, v32, v6
	scratch_load_dword v33, off, s7 offset:228
	s_waitcnt vmcnt(0)
	v_fma_f32 v10, v36, v33, v8
	scratch_load_dword v34, off, s7 offset:232
	s_waitcnt vmcnt(0)
	v_fma_f32 v12, v37, v34, v10
	scratch_load_dword v35, off, s7 offset:236
	s_waitcnt vmcnt(0)
	v_fma_f32 v14, v38, v35, v12
	scratch_load_dword v6, off, s7 offset:240
	s_waitcnt vmcnt(0)
	v_fma_f32 v16, v39, v6, v14
	scratch_load_dword v6, off, s7 offset:244
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v40, v6, v16
	scratch_load_dword v25, off, s7 offset:248
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v41, v25, v18
	scratch_load_dword v11, off, s7 offset:252
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v42, v11, v20
	scratch_load_dword v30, off, s7 offset:256
	s_waitcnt vmcnt(0)
	v_fma_f32 v24, v46, v30, v22
	scratch_load_dword v17, off, s7 offset:260
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v50, v17, v24
	scratch_load_dword v20, off, s7 offset:264
	s_waitcnt vmcnt(0)
	v_fma_f32 v28, v54, v20, v26
	scratch_load_dword v32, off, s7 offset:268
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v58, v32, v28
	scratch_load_dword v6, off, s7 offset:272
	s_waitcnt vmcnt(0)
	v_fma_f32 v32, v62, v6, v30
	scratch_load_dword v6, off, s7 offset:276
	s_waitcnt vmcnt(0)
	v_fma_f32 v34, v43, v6, v32
	scratch_load_dword v13, off, s7 offset:280
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v45, v13, v34
	scratch_load_dword v6, off, s7 offset:284
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v47, v6, v7
	scratch_load_dword v6, off, s7 offset:288
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v48, v6, v7
	scratch_load_dword v6, off, s7 offset:292
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v49, v6, v7
	scratch_load_dword v6, off, s7 offset:296
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v51, v6, v7
	scratch_load_dword v9, off, s7 offset:300
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v52, v9, v7
	scratch_load_dword v6, off, s7 offset:304
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v55, v6, v7
	scratch_load_dword v9, off, s7 offset:308
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v56, v9, v7
	scratch_load_dword v13, off, s7 offset:312
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v59, v13, v6
	scratch_load_dword v18, off, s7 offset:316
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v60, v18, v6
	scratch_load_dword v20, off, s7 offset:320
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v4, v20, v6
	scratch_load_dword v17, off, s7 offset:324
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v5, v17, v6
	scratch_load_dword v6, off, s7 offset:328
	v_accvgpr_read_b32 v19, a25
	v_accvgpr_write_b32 a24, v18
	s_waitcnt vmcnt(0)
	v_fma_f32 v53, v53, v6, v19
	scratch_load_dword v17, off, s7 offset:332
	s_waitcnt vmcnt(0)
	v_fma_f32 v53, v57, v17, v53
	scratch_load_dword v21, off, s7 offset:336
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v61, v21, v53
	scratch_load_dword v22, off, s7 offset:340
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, v22, v61
	scratch_load_dword v53, off, s7 offset:344
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v1, v53, v0
	scratch_load_dword v24, off, s7 offset:348
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v2, v24, v0
	scratch_load_dword v31, off, s7 offset:352
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v3, v31, v0
	scratch_load_dword v23, off, s7 offset:356
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v36, v23, v0
	scratch_load_dword v0, off, s7 offset:360
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v37, v0, v1
	scratch_load_dword v30, off, s7 offset:364
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v38, v30, v1
	scratch_load_dword v1, off, s7 offset:368
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v39, v1, v0
	scratch_load_dword v61, off, s7 offset:372
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v40, v61, v0
	scratch_load_dword v0, off, s7 offset:376
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v41, v0, v1
	scratch_load_dword v39, off, s7 offset:380
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v42, v39, v1
	scratch_load_dword v37, off, s7 offset:384
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v46, v37, v0
	scratch_load_dword v8, off, s7 offset:388
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v50, v8, v0
	scratch_load_dword v14, off, s7 offset:392
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v54, v14, v0
	scratch_load_dword v15, off, s7 offset:396
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v58, v15, v0
	scratch_load_dword v16, off, s7 offset:400
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v62, v16, v0
	scratch_load_dword v1, off, s7 offset:404
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v43, v1, v0
	scratch_load_dword v2, off, s7 offset:408
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v45, v2, v0
	scratch_load_dword v53, off, s7 offset:412
	s_waitcnt vmcnt(0)
	v_fma_f32 v36, v47, v53, v3
	scratch_load_dword v0, off, s7 offset:416
	s_waitcnt vmcnt(0)
	v_fma_f32 v38, v48, v0, v36
	scratch_load_dword v57, off, s7 offset:420
	s_waitcnt vmcnt(0)
	v_fma_f32 v40, v49, v57, v38
	scratch_load_dword v0, off, s7 offset:424
	s_waitcnt vmcnt(0)
	v_fma_f32 v42, v51, v0, v40
	scratch_load_dword v7, off, s7 offset:428
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v52, v7, v42
	scratch_load_dword v10, off, s7 offset:432
	s_waitcnt vmcnt(0)
	v_fma_f32 v46, v55, v10, v45
	scratch_load_dword v11, off, s7 offset:436
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v56, v11, v46
	scratch_load_dword v12, off, s7 offset:440
	s_waitcnt vmcnt(0)
	v_fma_f32 v50, v59, v12, v48
	scratch_load_dword v28, off, s7 offset:444
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v60, v28, v50
	scratch_load_dword v41, off, s7 offset:448
	s_waitcnt vmcnt(0)
	v_fma_f32 v54, v4, v41, v52
	v_fma_f32 v19, v5, v29, v54
	v_accvgpr_read_b32 v14, a97
	v_accvgpr_write_b32 a25, v19
	scratch_store_dword off, v29, s7 offset:452
	v_cvt_f32_f16 v60, v14
	v_accvgpr_read_b32 v43, a242
	v_accvgpr_read_b32 v20, a26
	v_fma_f32 v61, v60, v43, v20
	v_accvgpr_read_b32 v8, a98
	v_cvt_f32_f16 v0, v8
	v_accvgpr_read_b32 v25, a243
	v_fma_f32 v2, v0, v25, v61
	v_accvgpr_read_b32 v6, a99
	v_cvt_f32_f16 v1, v6
	v_accvgpr_read_b32 v26, a244
	v_fma_f32 v36, v1, v26, v2
	v_accvgpr_read_b32 v37, a100
	v_cvt_f32_f16 v2, v37
	v_accvgpr_read_b32 v3, a245
	v_fma_f32 v36, v2, v3, v36
	v_accvgpr_read_b32 v54, a101
	v_cvt_f32_f16 v41, v54
	v_accvgpr_read_b32 v32, a246
	v_fma_f32 v36, v41, v32, v36
	v_accvgpr_read_b32 v51, a102
	v_cvt_f32_f16 v46, v51
	v_accvgpr_read_b32 v27, a247
	v_fma_f32 v36, v46, v27, v36
	v_accvgpr_read_b32 v50, a103
	v_cvt_f32_f16 v53, v50
	v_accvgpr_read_b32 v9, a248
	v_fma_f32 v36, v53, v9, v36
	v_accvgpr_read_b32 v49, a104
	v_cvt_f32_f16 v56, v49
	v_accvgpr_read_b32 v19, a249
	v_fma_f32 v36, v56, v19, v36
	v_accvgpr_read_b32 v55, a105
	v_cvt_f32_f16 v57, v55
	v_accvgpr_read_b32 v55, a250
	v_fma_f32 v36, v57, v55, v36
	v_accvgpr_read_b32 v59, a106
	v_cvt_f32_f16 v5, v59
	v_accvgpr_read_b32 v35, a251
	v_fma_f32 v36, v5, v35, v36
	v_accvgpr_read_b32 v61, a107
	v_cvt_f32_f16 v7, v61
	v_accvgpr_read_b32 v30, a252
	v_fma_f32 v37, v7, v30, v36
	v_accvgpr_read_b32 v59, a108
	v_cvt_f32_f16 v45, v59
	v_accvgpr_read_b32 v17, a253
	v_fma_f32 v42, v45, v17, v37
	v_accvgpr_read_b32 v36, a109
	v_cvt_f32_f16 v8, v36
	v_accvgpr_read_b32 v36, a254
	v_fma_f32 v47, v8, v36, v42
	v_accvgpr_read_b32 v62, a110
	v_cvt_f32_f16 v52, v62
	v_accvgpr_read_b32 v34, a255
	v_fma_f32 v49, v52, v34, v47
	v_accvgpr_read_b32 v48, a111
	v_cvt_f32_f16 v10, v48
	scratch_load_dword v30, off, s7
	s_waitcnt vmcnt(0)
	v_fma_f32 v54, v10, v30, v49
	v_accvgpr_read_b32 v37, a112
	v_cvt_f32_f16 v11, v37
	scratch_load_dword v40, off, s7 offset:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v11, v40, v54
	v_accvgpr_read_b32 v49, a113
	v_cvt_f32_f16 v36, v49
	scratch_load_dword v49, off, s7 offset:8
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v36, v49, v58
	v_accvgpr_read_b32 v38, a114
	v_cvt_f32_f16 v37, v38
	scratch_load_dword v38, off, s7 offset:12
	s_waitcnt vmcnt(0)
	v_fma_f32 v39, v37, v38, v61
	v_accvgpr_read_b32 v4, a115
	v_cvt_f32_f16 v38, v4
	scratch_load_dword v40, off, s7 offset:16
	s_waitcnt vmcnt(0)
	v_fma_f32 v40, v38, v40, v39
	v_accvgpr_read_b32 v24, a116
	v_cvt_f32_f16 v39, v24
	scratch_load_dword v42, off, s7 offset:20
	s_waitcnt vmcnt(0)
	v_fma_f32 v42, v39, v42, v40
	v_accvgpr_read_b32 v22, a117
	v_cvt_f32_f16 v40, v22
	scratch_load_dword v47, off, s7 offset:24
	s_waitcnt vmcnt(0)
	v_fma_f32 v42, v40, v47, v42
	v_accvgpr_read_b32 v23, a118
	v_cvt_f32_f16 v28, v23
	scratch_load_dword v47, off, s7 offset:28
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v28, v47, v42
	v_accvgpr_read_b32 v48, a119
	v_cvt_f32_f16 v42, v48
	scratch_load_dword v48, off, s7 offset:32
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v42, v48, v47
	v_accvgpr_read_b32 v54, a120
	v_cvt_f32_f16 v29, v54
	scratch_load_dword v48, off, s7 offset:36
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v29, v48, v47
	v_accvgpr_read_b32 v21, a121
	v_cvt_f32_f16 v47, v21
	scratch_load_dword v23, off, s7 offset:40
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v47, v23, v48
	v_accvgpr_read_b32 v20, a122
	v_cvt_f32_f16 v12, v20
	scratch_load_dword v49, off, s7 offset:44
	s_waitcnt vmcnt(0)
	v_fma_f32 v49, v12, v49, v48
	v_accvgpr_read_b32 v48, a123
	v_cvt_f32_f16 v48, v48
	scratch_load_dword v50, off, s7 offset:48
	s_waitcnt vmcnt(0)
	v_fma_f32 v50, v48, v50, v49
	v_accvgpr_read_b32 v18, a124
	v_cvt_f32_f16 v49, v18
	scratch_load_dword v54, off, s7 offset:52
	s_waitcnt vmcnt(0)
	v_fma_f32 v51, v49, v54, v50
	v_accvgpr_read_b32 v13, a125
	v_cvt_f32_f16 v50, v13
	scratch_load_dword v31, off, s7 offset:56
	s_waitcnt vmcnt(0)
	v_fma_f32 v54, v50, v31, v51
	v_accvgpr_read_b32 v51, a126
	v_cvt_f32_f16 v51, v51
	scratch_load_dword v61, off, s7 offset:60
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v51, v61, v54
	v_accvgpr_read_b32 v54, a127
	v_cvt_f32_f16 v54, v54
	scratch_load_dword v59, off, s7 offset:64
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v54, v59, v58
	v_accvgpr_read_b32 v58, a128
	v_cvt_f32_f16 v58, v58
	scratch_load_dword v61, off, s7 offset:68
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v58, v61, v59
	scratch_load_dword v59, off, s7 offset:72
	v_accvgpr_read_b32 v21, a27
	v_accvgpr_write_b32 a26, v20
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v60, v59, v21
	scratch_load_dword v59, off, s7 offset:76
	s_waitcnt vmcnt(0)
	v_fma_f32 v62, v0, v59, v61
	scratch_load_dword v59, off, s7 offset:80
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v1, v59, v62
	scratch_load_dword v61, off, s7 offset:84
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v2, v61, v59
	scratch_load_dword v61, off, s7 offset:88
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v41, v61, v59
	scratch_load_dword v61, off, s7 offset:92
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v46, v61, v59
	scratch_load_dword v61, off, s7 offset:96
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v53, v61, v59
	scratch_load_dword v61, off, s7 offset:100
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v56, v61, v59
	scratch_load_dword v61, off, s7 offset:104
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v57, v61, v59
	scratch_load_dword v61, off, s7 offset:108
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v5, v61, v59
	scratch_load_dword v61, off, s7 offset:112
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v7, v61, v59
	scratch_load_dword v61, off, s7 offset:116
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v45, v61, v59
	scratch_load_dword v61, off, s7 offset:120
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v8, v61, v59
	scratch_load_dword v61, off, s7 offset:124
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v52, v61, v59
	scratch_load_dword v61, off, s7 offset:128
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v10, v61, v59
	scratch_load_dword v61, off, s7 offset:132
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v11, v61, v59
	scratch_load_dword v61, off, s7 offset:136
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v36, v61, v59
	scratch_load_dword v61, off, s7 offset:140
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v37, v61, v59
	scratch_load_dword v61, off, s7 offset:144
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v38, v61, v59
	scratch_load_dword v61, off, s7 offset:148
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v39, v61, v59
	scratch_load_dword v61, off, s7 offset:152
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v40, v61, v59
	scratch_load_dword v62, off, s7 offset:156
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v28, v62, v59
	scratch_load_dword v61, off, s7 offset:160
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v42, v61, v59
	scratch_load_dword v61, off, s7 offset:164
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v29, v61, v59
	scratch_load_dword v61, off, s7 offset:168
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v47, v61, v59
	scratch_load_dword v61, off, s7 offset:172
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v12, v61, v59
	scratch_load_dword v61, off, s7 offset:176
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v48, v61, v59
	scratch_load_dword v61, off, s7 offset:180
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v49, v61, v59
	scratch_load_dword v61, off, s7 offset:184
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v50, v61, v59
	scratch_load_dword v61, off, s7 offset:188
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v51, v61, v59
	scratch_load_dword v61, off, s7 offset:192
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v54, v61, v59
	scratch_load_dword v61, off, s7 offset:196
	s_waitcnt vmcnt(0)
	v_fma_f32 v21, v58, v61, v59
	scratch_load_dword v59, off, s7 offset:200
	v_accvgpr_read_b32 v22, a28
	v_accvgpr_write_b32 a27, v21
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v60, v59, v22
	scratch_load_dword v59, off, s7 offset:204
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v0, v59, v61
	scratch_load_dword v61, off, s7 offset:208
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v1, v61, v59
	scratch_load_dword v61, off, s7 offset:212
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v2, v61, v59
	scratch_load_dword v61, off, s7 offset:216
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v41, v61, v59
	scratch_load_dword v61, off, s7 offset:220
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v46, v61, v59
	scratch_load_dword v61, off, s7 offset:224
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v53, v61, v59
	v_fma_f32 v59, v56, v33, v59
	scratch_load_dword v34, off, s7 offset:232
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v57, v34, v59
	scratch_load_dword v61, off, s7 offset:236
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v5, v61, v59
	scratch_load_dword v59, off, s7 offset:240
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v7, v59, v61
	scratch_load_dword v62, off, s7 offset:244
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v45, v62, v61
	scratch_load_dword v62, off, s7 offset:248
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v8, v62, v61
	scratch_load_dword v62, off, s7 offset:252
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v52, v62, v61
	scratch_load_dword v62, off, s7 offset:256
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v10, v62, v61
	scratch_load_dword v62, off, s7 offset:260
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v11, v62, v61
	scratch_load_dword v62, off, s7 offset:264
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v36, v62, v61
	scratch_load_dword v62, off, s7 offset:268
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v37, v62, v61
	scratch_load_dword v62, off, s7 offset:272
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v38, v62, v61
	scratch_load_dword v62, off, s7 offset:276
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v39, v62, v61
	scratch_load_dword v13, off, s7 offset:280
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v40, v13, v61
	scratch_load_dword v62, off, s7 offset:284
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v28, v62, v61
	scratch_load_dword v4, off, s7 offset:288
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v42, v4, v61
	scratch_load_dword v14, off, s7 offset:292
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v29, v14, v61
	scratch_load_dword v4, off, s7 offset:296
	s_waitcnt vmcnt(0)
	v_fma_f32 v61, v47, v4, v61
	scratch_load_dword v4, off, s7 offset:300
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v12, v4, v61
	scratch_load_dword v61, off, s7 offset:304
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v48, v61, v4
	scratch_load_dword v6, off, s7 offset:308
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v49, v6, v4
	scratch_load_dword v4, off, s7 offset:312
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v50, v4, v6
	scratch_load_dword v18, off, s7 offset:316
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v51, v18, v6
	scratch_load_dword v20, off, s7 offset:320
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v54, v20, v6
	scratch_load_dword v14, off, s7 offset:324
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v58, v14, v6
	scratch_load_dword v6, off, s7 offset:328
	v_accvgpr_read_b32 v14, a29
	v_accvgpr_write_b32 a28, v22
	s_waitcnt vmcnt(0)
	v_fma_f32 v60, v60, v6, v14
	scratch_load_dword v14, off, s7 offset:332
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, v14, v60
	scratch_load_dword v21, off, s7 offset:336
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v1, v21, v0
	scratch_load_dword v22, off, s7 offset:340
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v2, v22, v0
	scratch_load_dword v1, off, s7 offset:344
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v41, v1, v0
	scratch_load_dword v24, off, s7 offset:348
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v46, v24, v0
	scratch_load_dword v31, off, s7 offset:352
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v53, v31, v0
	scratch_load_dword v53, off, s7 offset:356
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v56, v53, v0
	scratch_load_dword v46, off, s7 offset:360
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v57, v46, v0
	scratch_load_dword v46, off, s7 offset:364
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v5, v46, v0
	scratch_load_dword v41, off, s7 offset:368
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v7, v41, v0
	scratch_load_dword v1, off, s7 offset:372
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v45, v1, v0
	scratch_load_dword v53, off, s7 offset:376
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v8, v53, v0
	scratch_load_dword v60, off, s7 offset:380
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v52, v60, v0
	scratch_load_dword v45, off, s7 offset:384
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v10, v45, v0
	scratch_load_dword v8, off, s7 offset:388
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v11, v8, v0
	scratch_load_dword v14, off, s7 offset:392
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v36, v14, v0
	v_fma_f32 v1, v37, v15, v0
	v_fma_f32 v36, v38, v16, v1
	scratch_load_dword v2, off, s7 offset:404
	s_waitcnt vmcnt(0)
	v_fma_f32 v37, v39, v2, v36
	scratch_load_dword v36, off, s7 offset:408
	s_waitcnt vmcnt(0)
	v_fma_f32 v39, v40, v36, v37
	scratch_load_dword v0, off, s7 offset:412
	s_waitcnt vmcnt(0)
	v_fma_f32 v41, v28, v0, v39
	scratch_load_dword v46, off, s7 offset:416
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v42, v46, v41
	scratch_load_dword v57, off, s7 offset:420
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v29, v57, v45
	scratch_load_dword v5, off, s7 offset:424
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v47, v5, v45
	scratch_load_dword v7, off, s7 offset:428
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v12, v7, v47
	scratch_load_dword v10, off, s7 offset:432
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v48, v10, v52
	scratch_load_dword v11, off, s7 offset:436
	s_waitcnt vmcnt(0)
	v_fma_f32 v53, v49, v11, v52
	scratch_load_dword v12, off, s7 offset:440
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v50, v12, v53
	scratch_load_dword v28, off, s7 offset:444
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v51, v28, v56
	scratch_load_dword v29, off, s7 offset:448
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v54, v29, v0
	scratch_load_dword v0, off, s7 offset:452
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v58, v0, v1
	v_accvgpr_read_b32 v50, a129
	v_accvgpr_write_b32 a29, v1
	v_cvt_f32_f16 v0, v50
	v_accvgpr_read_b32 v1, a30
	v_fma_f32 v1, v0, v43, v1
	v_accvgpr_read_b32 v51, a130
	v_cvt_f32_f16 v43, v51
	v_fma_f32 v1, v43, v25, v1
	v_accvgpr_read_b32 v53, a131
	v_cvt_f32_f16 v25, v53
	v_fma_f32 v2, v25, v26, v1
	v_accvgpr_read_b32 v54, a132
	v_cvt_f32_f16 v1, v54
	v_fma_f32 v2, v1, v3, v2
	v_accvgpr_read_b32 v3, a133
	v_cvt_f32_f16 v3, v3
	v_fma_f32 v2, v3, v32, v2
	v_accvgpr_read_b32 v36, a134
	v_cvt_f32_f16 v32, v36
	v_fma_f32 v36, v32, v27, v2
	v_accvgpr_read_b32 v2, a135
	v_cvt_f32_f16 v2, v2
	v_fma_f32 v36, v2, v9, v36
	v_accvgpr_read_b32 v37, a136
	v_cvt_f32_f16 v9, v37
	v_fma_f32 v36, v9, v19, v36
	v_accvgpr_read_b32 v45, a137
	v_cvt_f32_f16 v19, v45
	v_fma_f32 v36, v19, v55, v36
	v_accvgpr_read_b32 v37, a138
	v_cvt_f32_f16 v55, v37
	v_fma_f32 v38, v55, v35, v36
	v_accvgpr_read_b32 v58, a139
	v_cvt_f32_f16 v35, v58
	v_accvgpr_read_b32 v36, a252
	v_fma_f32 v42, v35, v36, v38
	v_accvgpr_read_b32 v47, a140
	v_cvt_f32_f16 v45, v47
	v_fma_f32 v46, v45, v17, v42
	v_accvgpr_read_b32 v56, a141
	v_cvt_f32_f16 v17, v56
	v_accvgpr_read_b32 v36, a254
	v_fma_f32 v50, v17, v36, v46
	v_accvgpr_read_b32 v49, a142
	v_cvt_f32_f16 v52, v49
	v_accvgpr_read_b32 v36, a255
	v_fma_f32 v54, v52, v36, v50
	v_accvgpr_read_b32 v47, a143
	v_cvt_f32_f16 v56, v47
	v_fma_f32 v58, v56, v30, v54
	v_accvgpr_read_b32 v47, a144
	v_cvt_f32_f16 v30, v47
	scratch_load_dword v36, off, s7 offset:4
	s_waitcnt vmcnt(0)
	v_fma_f32 v37, v30, v36, v58
	v_accvgpr_read_b32 v36, a145
	v_cvt_f32_f16 v36, v36
	scratch_load_dword v38, off, s7 offset:8
	s_waitcnt vmcnt(0)
	v_fma_f32 v38, v36, v38, v37
	v_accvgpr_read_b32 v37, a146
	v_cvt_f32_f16 v37, v37
	scratch_load_dword v58, off, s7 offset:12
	s_waitcnt vmcnt(0)
	v_fma_f32 v39, v37, v58, v38
	v_accvgpr_read_b32 v46, a147
	v_cvt_f32_f16 v38, v46
	scratch_load_dword v40, off, s7 offset:16
	s_waitcnt vmcnt(0)
	v_fma_f32 v40, v38, v40, v39
	v_accvgpr_read_b32 v46, a148
	v_cvt_f32_f16 v39, v46
	scratch_load_dword v41, off, s7 offset:20
	s_waitcnt vmcnt(0)
	v_fma_f32 v41, v39, v41, v40
	v_accvgpr_read_b32 v48, a149
	v_cvt_f32_f16 v40, v48
	scratch_load_dword v42, off, s7 offset:24
	s_waitcnt vmcnt(0)
	v_fma_f32 v42, v40, v42, v41
	v_accvgpr_read_b32 v48, a150
	v_cvt_f32_f16 v41, v48
	scratch_load_dword v46, off, s7 offset:28
	s_waitcnt vmcnt(0)
	v_fma_f32 v46, v41, v46, v42
	v_accvgpr_read_b32 v53, a151
	v_cvt_f32_f16 v42, v53
	scratch_load_dword v47, off, s7 offset:32
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v42, v47, v46
	v_accvgpr_read_b32 v50, a152
	v_cvt_f32_f16 v46, v50
	scratch_load_dword v48, off, s7 offset:36
	s_waitcnt vmcnt(0)
	v_fma_f32 v48, v46, v48, v47
	v_accvgpr_read_b32 v51, a153
	v_cvt_f32_f16 v47, v51
	v_fma_f32 v48, v47, v23, v48
	v_accvgpr_read_b32 v49, a154
	v_cvt_f32_f16 v23, v49
	scratch_load_dword v49, off, s7 offset:44
	s_waitcnt vmcnt(0)
	v_fma_f32 v49, v23, v49, v48
	v_accvgpr_read_b32 v53, a155
	v_cvt_f32_f16 v48, v53
	scratch_load_dword v50, off, s7 offset:48
	s_waitcnt vmcnt(0)
	v_fma_f32 v50, v48, v50, v49
	v_accvgpr_read_b32 v49, a156
	v_cvt_f32_f16 v49, v49
	scratch_load_dword v51, off, s7 offset:52
	s_waitcnt vmcnt(0)
	v_fma_f32 v51, v49, v51, v50
	v_accvgpr_read_b32 v50, a157
	v_cvt_f32_f16 v50, v50
	scratch_load_dword v53, off, s7 offset:56
	s_waitcnt vmcnt(0)
	v_fma_f32 v51, v50, v53, v51
	v_accvgpr_read_b32 v53, a158
	v_cvt_f32_f16 v53, v53
	scratch_load_dword v54, off, s7 offset:60
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v53, v54, v51
	v_accvgpr_read_b32 v51, a159
	v_cvt_f32_f16 v51, v51
	scratch_load_dword v54, off, s7 offset:64
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v51, v54, v58
	v_accvgpr_read_b32 v54, a160
	v_cvt_f32_f16 v54, v54
	scratch_load_dword v26, off, s7 offset:68
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v54, v26, v58
	v_accvgpr_write_b32 a30, v58
	v_accvgpr_read_b32 v26, a31
	scratch_load_dword v58, off, s7 offset:72
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v0, v58, v26
	scratch_load_dword v26, off, s7 offset:76
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v43, v26, v58
	scratch_load_dword v26, off, s7 offset:80
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v25, v26, v58
	scratch_load_dword v26, off, s7 offset:84
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v1, v26, v58
	scratch_load_dword v26, off, s7 offset:88
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v3, v26, v58
	scratch_load_dword v26, off, s7 offset:92
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v32, v26, v58
	scratch_load_dword v26, off, s7 offset:96
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v2, v26, v58
	scratch_load_dword v26, off, s7 offset:100
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v9, v26, v58
	scratch_load_dword v26, off, s7 offset:104
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v19, v26, v58
	scratch_load_dword v26, off, s7 offset:108
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v55, v26, v58
	scratch_load_dword v26, off, s7 offset:112
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v35, v26, v58
	scratch_load_dword v26, off, s7 offset:116
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v45, v26, v58
	scratch_load_dword v26, off, s7 offset:120
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v17, v26, v58
	scratch_load_dword v26, off, s7 offset:124
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v52, v26, v58
	scratch_load_dword v26, off, s7 offset:128
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v56, v26, v58
	scratch_load_dword v26, off, s7 offset:132
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v30, v26, v58
	scratch_load_dword v26, off, s7 offset:136
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v36, v26, v58
	scratch_load_dword v26, off, s7 offset:140
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v37, v26, v58
	scratch_load_dword v26, off, s7 offset:144
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v38, v26, v58
	scratch_load_dword v26, off, s7 offset:148
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v39, v26, v58
	scratch_load_dword v26, off, s7 offset:152
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v40, v26, v58
	scratch_load_dword v26, off, s7 offset:156
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v41, v26, v58
	scratch_load_dword v26, off, s7 offset:160
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v42, v26, v58
	scratch_load_dword v26, off, s7 offset:164
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v46, v26, v58
	scratch_load_dword v26, off, s7 offset:168
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v47, v26, v58
	scratch_load_dword v26, off, s7 offset:172
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v23, v26, v58
	scratch_load_dword v26, off, s7 offset:176
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v48, v26, v58
	scratch_load_dword v26, off, s7 offset:180
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v49, v26, v58
	scratch_load_dword v26, off, s7 offset:184
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v50, v26, v58
	scratch_load_dword v26, off, s7 offset:188
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v53, v26, v58
	scratch_load_dword v26, off, s7 offset:192
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v51, v26, v58
	scratch_load_dword v26, off, s7 offset:196
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v54, v26, v58
	v_accvgpr_write_b32 a31, v58
	v_accvgpr_read_b32 v26, a32
	scratch_load_dword v58, off, s7 offset:200
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v0, v58, v26
	scratch_load_dword v26, off, s7 offset:204
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v43, v26, v58
	scratch_load_dword v26, off, s7 offset:208
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v25, v26, v58
	scratch_load_dword v26, off, s7 offset:212
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v1, v26, v58
	scratch_load_dword v26, off, s7 offset:216
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v3, v26, v58
	scratch_load_dword v26, off, s7 offset:220
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v32, v26, v58
	scratch_load_dword v26, off, s7 offset:224
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v2, v26, v58
	v_fma_f32 v58, v9, v33, v58
	v_fma_f32 v58, v19, v34, v58
	scratch_load_dword v26, off, s7 offset:236
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v55, v26, v58
	v_fma_f32 v58, v35, v59, v58
	scratch_load_dword v59, off, s7 offset:244
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v45, v59, v58
	scratch_load_dword v59, off, s7 offset:248
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v17, v59, v58
	scratch_load_dword v59, off, s7 offset:252
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v52, v59, v58
	scratch_load_dword v59, off, s7 offset:256
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v56, v59, v58
	scratch_load_dword v59, off, s7 offset:260
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v30, v59, v58
	scratch_load_dword v59, off, s7 offset:264
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v36, v59, v58
	scratch_load_dword v59, off, s7 offset:268
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v37, v59, v58
	scratch_load_dword v59, off, s7 offset:272
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v38, v59, v58
	scratch_load_dword v59, off, s7 offset:276
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v39, v59, v58
	v_fma_f32 v58, v40, v13, v58
	v_fma_f32 v58, v41, v62, v58
	scratch_load_dword v59, off, s7 offset:288
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v42, v59, v58
	scratch_load_dword v59, off, s7 offset:292
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v46, v59, v58
	scratch_load_dword v59, off, s7 offset:296
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v47, v59, v58
	scratch_load_dword v59, off, s7 offset:300
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v23, v59, v58
	v_fma_f32 v58, v48, v61, v58
	scratch_load_dword v59, off, s7 offset:308
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v49, v59, v58
	v_fma_f32 v59, v50, v4, v58
	v_fma_f32 v61, v53, v18, v59
	v_fma_f32 v58, v51, v20, v61
	scratch_load_dword v59, off, s7 offset:324
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v54, v59, v58
	v_accvgpr_read_b32 v27, a33
	v_fma_f32 v0, v0, v6, v27
	scratch_load_dword v58, off, s7 offset:332
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v43, v58, v0
	v_fma_f32 v0, v25, v21, v0
	v_fma_f32 v0, v1, v22, v0
	scratch_load_dword v1, off, s7 offset:344
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v3, v1, v0
	v_fma_f32 v0, v32, v24, v0
	v_fma_f32 v0, v2, v31, v0
	scratch_load_dword v1, off, s7 offset:356
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v9, v1, v0
	scratch_load_dword v58, off, s7 offset:360
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v19, v58, v0
	scratch_load_dword v1, off, s7 offset:364
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v55, v1, v0
	scratch_load_dword v55, off, s7 offset:368
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v35, v55, v0
	scratch_load_dword v1, off, s7 offset:372
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v45, v1, v0
	scratch_load_dword v1, off, s7 offset:376
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v17, v1, v0
	v_fma_f32 v0, v52, v60, v0
	scratch_load_dword v45, off, s7 offset:384
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v56, v45, v0
	v_fma_f32 v2, v30, v8, v0
	v_fma_f32 v36, v36, v14, v2
	v_fma_f32 v43, v37, v15, v36
	v_fma_f32 v43, v38, v16, v43
	scratch_load_dword v2, off, s7 offset:404
	s_waitcnt vmcnt(0)
	v_fma_f32 v43, v39, v2, v43
	scratch_load_dword v37, off, s7 offset:408
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v40, v37, v43
	scratch_load_dword v43, off, s7 offset:412
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v41, v43, v45
	scratch_load_dword v0, off, s7 offset:416
	s_waitcnt vmcnt(0)
	v_fma_f32 v52, v42, v0, v52
	v_fma_f32 v52, v46, v57, v52
	v_fma_f32 v52, v47, v5, v52
	v_fma_f32 v55, v23, v7, v52
	v_fma_f32 v56, v48, v10, v55
	v_fma_f32 v58, v49, v11, v56
	v_fma_f32 v60, v50, v12, v58
	v_fma_f32 v62, v53, v28, v60
	v_fma_f32 v0, v51, v29, v62
	scratch_load_dword v29, off, s7 offset:452
	s_waitcnt vmcnt(0)
	v_fma_f32 v27, v54, v29, v0
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v140, 64
	v_mov_b32 v141, 0
	v_add_co_u32_e64 v78, vcc, v78, v140
	v_addc_co_u32_e64 v79, vcc, v79, v141, vcc
	v_accvgpr_read_b32 v60, a4
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v0, v60, 32
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v148, v0, 2
	v_mul_hi_i32 v149, v0, 2
	v_add_co_u32_e64 v132, vcc, v132, v148
	v_addc_co_u32_e64 v133, vcc, v133, v149, vcc
	v_mul_lo_u32 v158, v0, 2
	v_mul_hi_i32 v159, v0, 2
	v_add_co_u32_e64 v138, vcc, v138, v158
	v_addc_co_u32_e64 v139, vcc, v139, v159, vcc
	v_mul_lo_u32 v164, v0, 2
	v_mul_hi_i32 v165, v0, 2
	v_add_co_u32_e64 v144, vcc, v144, v164
	v_addc_co_u32_e64 v145, vcc, v145, v165, vcc
	v_mul_lo_u32 v172, v0, 2
	v_mul_hi_i32 v173, v0, 2
	v_add_co_u32_e64 v150, vcc, v150, v172
	v_addc_co_u32_e64 v151, vcc, v151, v173, vcc
	v_mul_lo_u32 v180, v0, 2
	v_mul_hi_i32 v181, v0, 2
	v_add_co_u32_e64 v156, vcc, v156, v180
	v_addc_co_u32_e64 v157, vcc, v157, v181, vcc
	v_mul_lo_u32 v188, v0, 2
	v_mul_hi_i32 v189, v0, 2
	v_add_co_u32_e64 v162, vcc, v162, v188
	v_addc_co_u32_e64 v163, vcc, v163, v189, vcc
	v_mul_lo_u32 v70, v0, 2
	v_mul_hi_i32 v71, v0, 2
	v_add_co_u32_e64 v168, vcc, v168, v70
	v_addc_co_u32_e64 v169, vcc, v169, v71, vcc
	v_mul_lo_u32 v80, v0, 2
	v_mul_hi_i32 v81, v0, 2
	v_add_co_u32_e64 v174, vcc, v174, v80
	v_addc_co_u32_e64 v175, vcc, v175, v81, vcc
	v_accvgpr_read_b32 v16, a17
	v_add_u32_e64 v16, v16, 32
	v_accvgpr_read_b32 v13, a3
	v_accvgpr_write_b32 a32, v26
	v_accvgpr_write_b32 a33, v27
	s_branch .LBB0_2
.LBB0_4:
	v_accvgpr_read_b32 v26, a32
	v_accvgpr_read_b32 v27, a33
	v_mov_b32 v92, s16
	v_mov_b32 v93, s17
	v_mov_b32 v48, s23
	v_accvgpr_read_b32 v0, a0
	v_lshrrev_b32_e64 v50, 6, v0
	v_and_b32_e64 v52, v50, 3
	v_lshrrev_b32_e64 v54, 2, v0
	v_and_b32_e64 v56, v54, 60
	v_mov_b32 v60, 0x100
	v_accvgpr_read_b32 v45, a7
	v_mul_lo_u32 v59, v56, v60
	v_add_u32_e64 v59, v59, v45
	v_lshlrev_b32_e64 v62, 2, v0
	v_and_b32_e64 v2, v62, 60
	v_mul_lo_u32 v1, v2, 4
	v_add_u32_e64 v1, v1, v59
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v3, v2, 3
	v_mov_b32 v36, 0x100
	v_mul_lo_u32 v2, v3, v36
	v_add_u32_e64 v2, v2, v45
	v_and_b32_e64 v3, v0, 63
	v_mul_lo_u32 v0, v3, 4
	v_add_u32_e64 v0, v0, v2
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v49, v52, 4
	v_or_b32_e64 v50, v52, 8
	v_or_b32_e64 v46, v52, 12
	v_or_b32_e64 v41, v52, 16
	v_or_b32_e64 v40, v52, 20
	v_or_b32_e64 v39, v52, 24
	v_or_b32_e64 v38, v52, 28
	v_or_b32_e64 v36, v52, 32
	v_or_b32_e64 v2, v52, 36
	v_or_b32_e64 v3, v52, 40
	v_or_b32_e64 v37, v52, 44
	v_or_b32_e64 v44, v52, 48
	v_or_b32_e64 v42, v52, 52
	v_or_b32_e64 v43, v52, 56
	v_or_b32_e64 v45, v52, 60
	v_accvgpr_read_b32 v58, a13
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v47, v58, v52
	v_add_u32_e64 v49, v58, v49
	v_add_u32_e64 v51, v58, v50
	v_add_u32_e64 v53, v58, v46
	v_add_u32_e64 v55, v58, v41
	v_add_u32_e64 v57, v58, v40
	v_add_u32_e64 v59, v58, v39
	v_add_u32_e64 v61, v58, v38
	v_add_u32_e64 v41, v58, v36
	v_add_u32_e64 v40, v58, v2
	v_add_u32_e64 v39, v58, v3
	v_add_u32_e64 v38, v58, v37
	v_add_u32_e64 v37, v58, v44
	v_add_u32_e64 v36, v58, v42
	v_add_u32_e64 v3, v58, v43
	v_add_u32_e64 v2, v58, v45
	v_accvgpr_read_b32 v42, a1
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[54:55], v47, v42
	v_cmp_lt_i32_e64 s[50:51], v49, v42
	v_cmp_lt_i32_e64 s[46:47], v51, v42
	v_cmp_lt_i32_e64 s[42:43], v53, v42
	v_cmp_lt_i32_e64 s[38:39], v55, v42
	v_cmp_lt_i32_e64 s[34:35], v57, v42
	v_cmp_lt_i32_e64 s[30:31], v59, v42
	v_cmp_lt_i32_e64 s[26:27], v61, v42
	v_cmp_lt_i32_e64 s[24:25], v41, v42
	v_cmp_lt_i32_e64 s[28:29], v40, v42
	v_cmp_lt_i32_e64 s[32:33], v39, v42
	v_cmp_lt_i32_e64 s[36:37], v38, v42
	v_cmp_lt_i32_e64 s[40:41], v37, v42
	v_cmp_lt_i32_e64 s[44:45], v36, v42
	v_cmp_lt_i32_e64 s[48:49], v3, v42
	v_cmp_lt_i32_e64 s[52:53], v2, v42
	v_accvgpr_read_b32 v42, a2
	v_accvgpr_read_b32 v58, a15
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[56:57], v58, v42
	; %c_mask_31 = arith.andi
	s_and_b64 s[58:59], s[54:55], s[56:57]
	s_and_b64 s[60:61], s[50:51], s[56:57]
	s_and_b64 s[62:63], s[46:47], s[56:57]
	s_and_b64 s[64:65], s[42:43], s[56:57]
	s_and_b64 s[66:67], s[38:39], s[56:57]
	s_and_b64 s[68:69], s[34:35], s[56:57]
	s_and_b64 s[70:71], s[30:31], s[56:57]
	s_and_b64 s[72:73], s[26:27], s[56:57]
	s_and_b64 s[74:75], s[24:25], s[56:57]
	s_and_b64 s[76:77], s[28:29], s[56:57]
	s_and_b64 s[34:35], s[32:33], s[56:57]
	s_and_b64 s[32:33], s[36:37], s[56:57]
	s_and_b64 s[30:31], s[40:41], s[56:57]
	s_and_b64 s[28:29], s[44:45], s[56:57]
	s_and_b64 s[26:27], s[48:49], s[56:57]
	s_and_b64 s[24:25], s[52:53], s[56:57]
	; %1 = arith.muli
	v_mul_lo_u32 v58, v47, v48
	v_mul_lo_u32 v56, v49, v48
	v_mul_lo_u32 v54, v51, v48
	v_mul_lo_u32 v52, v53, v48
	v_mul_lo_u32 v51, v55, v48
	v_mul_lo_u32 v50, v57, v48
	v_mul_lo_u32 v46, v59, v48
	v_mul_lo_u32 v44, v61, v48
	v_mul_lo_u32 v42, v41, v48
	v_mul_lo_u32 v40, v40, v48
	v_mul_lo_u32 v39, v39, v48
	v_mul_lo_u32 v41, v38, v48
	v_mul_lo_u32 v43, v37, v48
	v_mul_lo_u32 v45, v36, v48
	v_mul_lo_u32 v47, v3, v48
	v_mul_lo_u32 v49, v2, v48
	; %3 = tt.addptr
	v_mul_lo_u32 v102, v58, 4
	v_mul_hi_i32 v103, v58, 4
	v_add_co_u32_e64 v106, vcc, v92, v102
	v_addc_co_u32_e64 v107, vcc, v93, v103, vcc
	v_mul_lo_u32 v110, v56, 4
	v_mul_hi_i32 v111, v56, 4
	v_add_co_u32_e64 v114, vcc, v92, v110
	v_addc_co_u32_e64 v115, vcc, v93, v111, vcc
	v_mul_lo_u32 v118, v54, 4
	v_mul_hi_i32 v119, v54, 4
	v_add_co_u32_e64 v122, vcc, v92, v118
	v_addc_co_u32_e64 v123, vcc, v93, v119, vcc
	v_mul_lo_u32 v126, v52, 4
	v_mul_hi_i32 v127, v52, 4
	v_add_co_u32_e64 v130, vcc, v92, v126
	v_addc_co_u32_e64 v131, vcc, v93, v127, vcc
	v_mul_lo_u32 v134, v51, 4
	v_mul_hi_i32 v135, v51, 4
	v_add_co_u32_e64 v138, vcc, v92, v134
	v_addc_co_u32_e64 v139, vcc, v93, v135, vcc
	v_mul_lo_u32 v142, v50, 4
	v_mul_hi_i32 v143, v50, 4
	v_add_co_u32_e64 v146, vcc, v92, v142
	v_addc_co_u32_e64 v147, vcc, v93, v143, vcc
	v_mul_lo_u32 v150, v46, 4
	v_mul_hi_i32 v151, v46, 4
	v_add_co_u32_e64 v154, vcc, v92, v150
	v_addc_co_u32_e64 v155, vcc, v93, v151, vcc
	v_mul_lo_u32 v158, v44, 4
	v_mul_hi_i32 v159, v44, 4
	v_add_co_u32_e64 v162, vcc, v92, v158
	v_addc_co_u32_e64 v163, vcc, v93, v159, vcc
	v_mul_lo_u32 v166, v42, 4
	v_mul_hi_i32 v167, v42, 4
	v_add_co_u32_e64 v170, vcc, v92, v166
	v_addc_co_u32_e64 v171, vcc, v93, v167, vcc
	v_mul_lo_u32 v174, v40, 4
	v_mul_hi_i32 v175, v40, 4
	v_add_co_u32_e64 v178, vcc, v92, v174
	v_addc_co_u32_e64 v179, vcc, v93, v175, vcc
	v_mul_lo_u32 v182, v39, 4
	v_mul_hi_i32 v183, v39, 4
	v_add_co_u32_e64 v186, vcc, v92, v182
	v_addc_co_u32_e64 v187, vcc, v93, v183, vcc
	v_mul_lo_u32 v64, v41, 4
	v_mul_hi_i32 v65, v41, 4
	v_add_co_u32_e64 v68, vcc, v92, v64
	v_addc_co_u32_e64 v69, vcc, v93, v65, vcc
	v_mul_lo_u32 v72, v43, 4
	v_mul_hi_i32 v73, v43, 4
	v_add_co_u32_e64 v76, vcc, v92, v72
	v_addc_co_u32_e64 v77, vcc, v93, v73, vcc
	v_mul_lo_u32 v80, v45, 4
	v_mul_hi_i32 v81, v45, 4
	v_add_co_u32_e64 v84, vcc, v92, v80
	v_addc_co_u32_e64 v85, vcc, v93, v81, vcc
	v_mul_lo_u32 v88, v47, 4
	v_mul_hi_i32 v89, v47, 4
	v_add_co_u32_e64 v94, vcc, v92, v88
	v_addc_co_u32_e64 v95, vcc, v93, v89, vcc
	v_mul_lo_u32 v96, v49, 4
	v_mul_hi_i32 v97, v49, 4
	v_add_co_u32_e64 v100, vcc, v92, v96
	v_addc_co_u32_e64 v101, vcc, v93, v97, vcc
	v_accvgpr_read_b32 v39, a15
	; %6 = tt.addptr
	v_mul_lo_u32 v104, v39, 4
	v_mul_hi_i32 v105, v39, 4
	v_add_co_u32_e64 v108, vcc, v106, v104
	v_addc_co_u32_e64 v109, vcc, v107, v105, vcc
	v_mul_lo_u32 v112, v39, 4
	v_mul_hi_i32 v113, v39, 4
	v_add_co_u32_e64 v116, vcc, v114, v112
	v_addc_co_u32_e64 v117, vcc, v115, v113, vcc
	v_mul_lo_u32 v120, v39, 4
	v_mul_hi_i32 v121, v39, 4
	v_add_co_u32_e64 v124, vcc, v122, v120
	v_addc_co_u32_e64 v125, vcc, v123, v121, vcc
	v_mul_lo_u32 v128, v39, 4
	v_mul_hi_i32 v129, v39, 4
	v_add_co_u32_e64 v132, vcc, v130, v128
	v_addc_co_u32_e64 v133, vcc, v131, v129, vcc
	v_mul_lo_u32 v136, v39, 4
	v_mul_hi_i32 v137, v39, 4
	v_add_co_u32_e64 v140, vcc, v138, v136
	v_addc_co_u32_e64 v141, vcc, v139, v137, vcc
	v_mul_lo_u32 v144, v39, 4
	v_mul_hi_i32 v145, v39, 4
	v_add_co_u32_e64 v148, vcc, v146, v144
	v_addc_co_u32_e64 v149, vcc, v147, v145, vcc
	v_mul_lo_u32 v152, v39, 4
	v_mul_hi_i32 v153, v39, 4
	v_add_co_u32_e64 v156, vcc, v154, v152
	v_addc_co_u32_e64 v157, vcc, v155, v153, vcc
	v_mul_lo_u32 v160, v39, 4
	v_mul_hi_i32 v161, v39, 4
	v_add_co_u32_e64 v164, vcc, v162, v160
	v_addc_co_u32_e64 v165, vcc, v163, v161, vcc
	v_mul_lo_u32 v168, v39, 4
	v_mul_hi_i32 v169, v39, 4
	v_add_co_u32_e64 v172, vcc, v170, v168
	v_addc_co_u32_e64 v173, vcc, v171, v169, vcc
	v_mul_lo_u32 v176, v39, 4
	v_mul_hi_i32 v177, v39, 4
	v_add_co_u32_e64 v180, vcc, v178, v176
	v_addc_co_u32_e64 v181, vcc, v179, v177, vcc
	v_mul_lo_u32 v184, v39, 4
	v_mul_hi_i32 v185, v39, 4
	v_add_co_u32_e64 v188, vcc, v186, v184
	v_addc_co_u32_e64 v189, vcc, v187, v185, vcc
	v_mul_lo_u32 v66, v39, 4
	v_mul_hi_i32 v67, v39, 4
	v_add_co_u32_e64 v70, vcc, v68, v66
	v_addc_co_u32_e64 v71, vcc, v69, v67, vcc
	v_mul_lo_u32 v74, v39, 4
	v_mul_hi_i32 v75, v39, 4
	v_add_co_u32_e64 v78, vcc, v76, v74
	v_addc_co_u32_e64 v79, vcc, v77, v75, vcc
	v_mul_lo_u32 v82, v39, 4
	v_mul_hi_i32 v83, v39, 4
	v_add_co_u32_e64 v86, vcc, v84, v82
	v_addc_co_u32_e64 v87, vcc, v85, v83, vcc
	v_mul_lo_u32 v90, v39, 4
	v_mul_hi_i32 v91, v39, 4
	v_add_co_u32_e64 v94, vcc, v94, v90
	v_addc_co_u32_e64 v95, vcc, v95, v91, vcc
	v_mul_lo_u32 v98, v39, 4
	v_mul_hi_i32 v99, v39, 4
	v_add_co_u32_e64 v102, vcc, v100, v98
	v_addc_co_u32_e64 v103, vcc, v101, v99, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v12, a18
	v_accvgpr_read_b32 v13, a19
	v_accvgpr_read_b32 v14, a20
	v_accvgpr_read_b32 v15, a21
	ds_write_b128 v1, v[12:15]
	v_accvgpr_read_b32 v16, a22
	v_accvgpr_read_b32 v17, a23
	v_accvgpr_read_b32 v18, a24
	v_accvgpr_read_b32 v19, a25
	ds_write_b128 v1, v[16:19] offset:256
	v_accvgpr_read_b32 v20, a26
	v_accvgpr_read_b32 v21, a27
	v_accvgpr_read_b32 v22, a28
	v_accvgpr_read_b32 v23, a29
	ds_write_b128 v1, v[20:23] offset:512
	v_accvgpr_read_b32 v24, a30
	v_accvgpr_read_b32 v25, a31
	ds_write_b128 v1, v[24:27] offset:768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v59, v0
	ds_read_b32 v61, v0 offset:1024
	ds_read_b32 v45, v0 offset:2048
	ds_read_b32 v44, v0 offset:3072
	ds_read_b32 v43, v0 offset:4096
	ds_read_b32 v42, v0 offset:5120
	ds_read_b32 v41, v0 offset:6144
	ds_read_b32 v40, v0 offset:7168
	ds_read_b32 v39, v0 offset:8192
	ds_read_b32 v38, v0 offset:9216
	ds_read_b32 v37, v0 offset:10240
	ds_read_b32 v36, v0 offset:11264
	ds_read_b32 v3, v0 offset:12288
	ds_read_b32 v2, v0 offset:13312
	ds_read_b32 v1, v0 offset:14336
	ds_read_b32 v0, v0 offset:15360
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[58:59]
	global_store_dword v[108:109], v59, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[60:61]
	global_store_dword v[116:117], v61, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[62:63]
	global_store_dword v[124:125], v45, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[64:65]
	global_store_dword v[132:133], v44, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[66:67]
	global_store_dword v[140:141], v43, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[68:69]
	global_store_dword v[148:149], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[70:71]
	global_store_dword v[156:157], v41, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[72:73]
	global_store_dword v[164:165], v40, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[74:75]
	global_store_dword v[172:173], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[76:77]
	global_store_dword v[180:181], v38, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[188:189], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[70:71], v36, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[78:79], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[86:87], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[94:95], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[102:103], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size matmul_kernel, .Lfunc_end0-matmul_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 456
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 448
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 192
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: matmul_kernel
    .symbol: matmul_kernel.kd
    .kernarg_segment_size: 48
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 456
    .wavefront_size: 64
    .sgpr_count: 80
    .vgpr_count: 448
    .agpr_count: 256
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
