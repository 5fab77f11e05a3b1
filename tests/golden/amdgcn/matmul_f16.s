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
	v_mov_b32 v64, s12
	v_mov_b32 v65, s13
	v_mov_b32 v66, s14
	v_mov_b32 v67, s15
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
	v_and_b32_e64 v49, v0, 63
	v_lshrrev_b32_e64 v50, 6, v0
	v_and_b32_e64 v50, v50, 3
	v_mul_lo_u32 v51, v49, 64
	v_add_u32_e64 v51, v51, v44
	v_lshrrev_b32_e64 v49, 1, v49
	v_and_b32_e64 v49, v49, 7
	v_lshlrev_b32_e64 v49, 2, v49
	v_xor_b32_e64 v49, v50, v49
	v_lshlrev_b32_e64 v49, 1, v49
	v_add_u32_e64 v50, v51, v49
	v_and_b32_e64 v52, v0, 31
	v_lshrrev_b32_e64 v53, 1, v0
	v_and_b32_e64 v53, v53, 32
	v_or_b32_e64 v52, v52, v53
	v_lshrrev_b32_e64 v53, 3, v0
	v_and_b32_e64 v53, v53, 4
	v_mul_lo_u32 v54, v52, 64
	v_add_u32_e64 v54, v54, v44
	v_lshrrev_b32_e64 v52, 1, v52
	v_and_b32_e64 v52, v52, 7
	v_lshlrev_b32_e64 v52, 2, v52
	v_xor_b32_e64 v52, v53, v52
	v_lshlrev_b32_e64 v52, 1, v52
	v_add_u32_e64 v53, v54, v52
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v55, s4
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v56, v2, 63
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v57, 64
	v_ashrrev_i32 v59, 31, v56
	v_ashrrev_i32 v60, 31, v57
	v_add_u32_e32 v61, v56, v59
	v_xor_b32_e32 v61, v61, v59
	v_add_u32_e32 v62, v57, v60
	v_xor_b32_e32 v62, v62, v60
	v_xor_b32_e32 v60, v59, v60
	v_cvt_f32_u32 v58, v62
	v_rcp_iflag_f32 v58, v58
	v_mul_f32_e32 v58, 0x4f7ffffe, v58
	v_cvt_u32_f32 v58, v58
	v_sub_u32_e32 v4, 0, v62
	v_mul_lo_u32 v4, v4, v58
	v_mul_hi_u32 v4, v58, v4
	v_add_u32_e32 v58, v58, v4
	v_mul_hi_u32 v58, v61, v58
	v_mul_lo_u32 v4, v58, v62
	v_sub_u32_e32 v4, v61, v4
	v_add_u32_e32 v61, 1, v58
	v_cmp_ge_u32_e32 vcc, v4, v62
	v_cndmask_b32_e32 v58, v58, v61, vcc
	v_sub_u32_e32 v61, v4, v62
	v_cndmask_b32_e32 v4, v4, v61, vcc
	v_add_u32_e32 v61, 1, v58
	v_cmp_ge_u32_e32 vcc, v4, v62
	v_cndmask_b32_e32 v58, v58, v61, vcc
	v_sub_u32_e32 v61, v4, v62
	v_cndmask_b32_e32 v4, v4, v61, vcc
	v_xor_b32_e32 v58, v58, v60
	v_sub_u32_e32 v58, v58, v60
	; %pid_m = arith.divsi
	v_ashrrev_i32 v57, 31, v55
	v_ashrrev_i32 v59, 31, v58
	v_add_u32_e32 v60, v55, v57
	v_xor_b32_e32 v60, v60, v57
	v_add_u32_e32 v61, v58, v59
	v_xor_b32_e32 v61, v61, v59
	v_xor_b32_e32 v59, v57, v59
	v_cvt_f32_u32 v56, v61
	v_rcp_iflag_f32 v56, v56
	v_mul_f32_e32 v56, 0x4f7ffffe, v56
	v_cvt_u32_f32 v56, v56
	v_sub_u32_e32 v62, 0, v61
	v_mul_lo_u32 v62, v62, v56
	v_mul_hi_u32 v62, v56, v62
	v_add_u32_e32 v56, v56, v62
	v_mul_hi_u32 v56, v60, v56
	v_mul_lo_u32 v62, v56, v61
	v_sub_u32_e32 v62, v60, v62
	v_add_u32_e32 v60, 1, v56
	v_cmp_ge_u32_e32 vcc, v62, v61
	v_cndmask_b32_e32 v56, v56, v60, vcc
	v_sub_u32_e32 v60, v62, v61
	v_cndmask_b32_e32 v62, v62, v60, vcc
	v_add_u32_e32 v60, 1, v56
	v_cmp_ge_u32_e32 vcc, v62, v61
	v_cndmask_b32_e32 v56, v56, v60, vcc
	v_sub_u32_e32 v60, v62, v61
	v_cndmask_b32_e32 v62, v62, v60, vcc
	v_xor_b32_e32 v56, v56, v59
	v_sub_u32_e32 v56, v56, v59
	; %pid_n = arith.remsi
	v_mul_lo_u32 v57, v56, v58
	v_sub_u32_e64 v55, v55, v57
	; %rm = arith.muli
	v_lshlrev_b32_e64 v56, 6, v56
	; %rm_6 = arith.addi
	v_add_u32_e64 v41, v56, v41
	; %rn = arith.muli
	v_lshlrev_b32_e64 v55, 6, v55
	; %rn_8 = arith.addi
	v_add_u32_e64 v40, v55, v40
	; %rk_1 = tt.make_range
	v_or_b32_e64 v55, v42, 4
	v_or_b32_e64 v57, v42, 8
	v_or_b32_e64 v58, v42, 12
	v_or_b32_e64 v59, v42, 16
	v_or_b32_e64 v60, v42, 20
	v_or_b32_e64 v61, v42, 24
	v_or_b32_e64 v62, v42, 28
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v36, v41, v36
	; %a_ptrs_12 = tt.addptr
	v_mad_i64_i32 v[64:65], vcc, v36, 2, v[64:65]
	; %a_ptrs_16 = tt.addptr
	v_mad_i64_i32 v[64:65], vcc, v43, 2, v[64:65]
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v36, v42, v37
	v_mul_lo_u32 v55, v55, v37
	v_mul_lo_u32 v57, v57, v37
	v_mul_lo_u32 v58, v58, v37
	v_mul_lo_u32 v4, v59, v37
	v_mul_lo_u32 v60, v60, v37
	v_mul_lo_u32 v61, v61, v37
	v_mul_lo_u32 v62, v62, v37
	; %b_ptrs_20 = tt.addptr
	v_mad_i64_i32 v[68:69], vcc, v36, 2, v[66:67]
	v_mad_i64_i32 v[70:71], vcc, v55, 2, v[66:67]
	v_mad_i64_i32 v[72:73], vcc, v57, 2, v[66:67]
	v_mad_i64_i32 v[74:75], vcc, v58, 2, v[66:67]
	v_mad_i64_i32 v[76:77], vcc, v4, 2, v[66:67]
	v_mad_i64_i32 v[78:79], vcc, v60, 2, v[66:67]
	v_mad_i64_i32 v[80:81], vcc, v61, 2, v[66:67]
	v_mad_i64_i32 v[66:67], vcc, v62, 2, v[66:67]
	; %b_ptrs_24 = tt.addptr
	v_mad_i64_i32 v[68:69], vcc, v40, 2, v[68:69]
	v_mad_i64_i32 v[70:71], vcc, v40, 2, v[70:71]
	v_mad_i64_i32 v[72:73], vcc, v40, 2, v[72:73]
	v_mad_i64_i32 v[74:75], vcc, v40, 2, v[74:75]
	v_mad_i64_i32 v[76:77], vcc, v40, 2, v[76:77]
	v_mad_i64_i32 v[78:79], vcc, v40, 2, v[78:79]
	v_mad_i64_i32 v[80:81], vcc, v40, 2, v[80:81]
	v_mad_i64_i32 v[66:67], vcc, v40, 2, v[66:67]
	v_mov_b32 v36, v38
	v_mov_b32 v14, v38
	v_mov_b32 v15, v38
	v_mov_b32 v55, v38
	v_mov_b32 v57, v38
	v_mov_b32 v18, v38
	v_mov_b32 v19, v38
	v_mov_b32 v58, v38
	v_mov_b32 v60, v38
	v_mov_b32 v22, v38
	v_mov_b32 v23, v38
	v_mov_b32 v61, v38
	v_mov_b32 v62, v38
	v_mov_b32 v26, v38
	v_mov_b32 v27, v38
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v39, v3
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v41, v1
	; %k_left = arith.subi
	v_sub_u32_e64 v8, v3, v39
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v43, v8
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %a_41 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dwordx4 v[4:7], v[64:65], off
	s_or_b64 exec, exec, s[8:9]
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v42, v8
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v40, v2
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v28, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v28, v[68:69], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v29, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v29, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v30, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v30, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v31, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v31, v[74:75], off
	s_or_b64 exec, exec, s[8:9]
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v59, v8
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v32, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v32, v[76:77], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v33, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v33, v[78:79], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[28:29], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v34, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_ushort v34, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	; %b_47 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v35, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v35, v[66:67], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(8)
	; %a_41 = tt.load
	v_and_b32_e32 v8, 0xffff, v4
	v_lshrrev_b32 v9, 16, v4
	; v93 = ttg.convert_layout
	v_and_b32_e32 v4, 0xffff, v8
	v_lshl_or_b32 v4, v9, 16, v4
	; %a_41 = tt.load
	v_and_b32_e32 v8, 0xffff, v5
	v_lshrrev_b32 v9, 16, v5
	; v93 = ttg.convert_layout
	v_and_b32_e32 v5, 0xffff, v8
	v_lshl_or_b32 v5, v9, 16, v5
	; %a_41 = tt.load
	v_and_b32_e32 v8, 0xffff, v6
	v_lshrrev_b32 v9, 16, v6
	; v93 = ttg.convert_layout
	v_and_b32_e32 v10, 0xffff, v8
	v_lshl_or_b32 v10, v9, 16, v10
	; %a_41 = tt.load
	v_and_b32_e32 v6, 0xffff, v7
	v_lshrrev_b32 v8, 16, v7
	; v93 = ttg.convert_layout
	v_and_b32_e32 v11, 0xffff, v6
	v_lshl_or_b32 v11, v8, 16, v11
	v_mov_b32 v8, v4
	v_mov_b32 v9, v5
	ds_write_b128 v45, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v47
	v_xor_b32_e64 v4, v46, 16
	v_add_u32_e64 v4, v48, v4
	ds_read_b64 v[16:17], v4
	v_xor_b32_e64 v4, v46, 32
	v_add_u32_e64 v4, v48, v4
	ds_read_b64 v[20:21], v4
	v_xor_b32_e64 v4, v46, 48
	v_add_u32_e64 v4, v48, v4
	ds_read_b64 v[24:25], v4
	s_waitcnt vmcnt(7)
	; v94 = ttg.convert_layout
	ds_write_b16 v50, v28 offset:4096
	v_xor_b32_e64 v4, v49, 8
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(6)
	ds_write_b16 v4, v29 offset:4096
	v_xor_b32_e64 v4, v49, 16
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(5)
	ds_write_b16 v4, v30 offset:4096
	v_xor_b32_e64 v4, v49, 24
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(4)
	ds_write_b16 v4, v31 offset:4096
	v_xor_b32_e64 v4, v49, 32
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(3)
	ds_write_b16 v4, v32 offset:4096
	v_xor_b32_e64 v4, v49, 40
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(2)
	ds_write_b16 v4, v33 offset:4096
	v_xor_b32_e64 v4, v49, 48
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(1)
	ds_write_b16 v4, v34 offset:4096
	v_xor_b32_e64 v4, v49, 56
	v_add_u32_e64 v4, v51, v4
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v35 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[28:29], v53 offset:4096
	v_xor_b32_e64 v4, v52, 16
	v_add_u32_e64 v4, v54, v4
	ds_read_b64 v[32:33], v4 offset:4096
	v_xor_b32_e64 v4, v52, 32
	v_add_u32_e64 v4, v54, v4
	ds_read_b64 v[4:5], v4 offset:4096
	v_xor_b32_e64 v6, v52, 48
	v_add_u32_e64 v6, v54, v6
	ds_read_b64 v[8:9], v6 offset:4096
	; %acc_49 = tt.dot
	v_mov_b32 v232, v38
	v_mov_b32 v233, v36
	v_mov_b32 v234, v14
	v_mov_b32 v235, v15
	v_mov_b32 v236, v55
	v_mov_b32 v237, v57
	v_mov_b32 v238, v18
	v_mov_b32 v239, v19
	v_mov_b32 v240, v58
	v_mov_b32 v241, v60
	v_mov_b32 v242, v22
	v_mov_b32 v243, v23
	v_mov_b32 v244, v61
	v_mov_b32 v245, v62
	v_mov_b32 v246, v26
	v_mov_b32 v247, v27
	s_waitcnt lgkmcnt(3)
	v_mov_b32 v248, v28
	v_mov_b32 v249, v29
	v_mov_b32 v250, v12
	v_mov_b32 v251, v13
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[248:249], v[250:251], v[232:247]
	s_waitcnt lgkmcnt(2)
	v_mov_b32 v252, v32
	v_mov_b32 v253, v33
	v_mov_b32 v254, v16
	v_mov_b32 v255, v17
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[252:253], v[254:255], v[232:247]
	s_waitcnt lgkmcnt(1)
	v_mov_b32 v248, v4
	v_mov_b32 v249, v5
	v_mov_b32 v250, v20
	v_mov_b32 v251, v21
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[248:249], v[250:251], v[232:247]
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v252, v8
	v_mov_b32 v253, v9
	v_mov_b32 v254, v24
	v_mov_b32 v255, v25
	s_nop 1
	v_mfma_f32_32x32x8f16 v[232:247], v[252:253], v[254:255], v[232:247]
	s_nop 15
	s_nop 2
	v_mov_b32 v4, v232
	v_mov_b32 v5, v233
	v_mov_b32 v6, v234
	v_mov_b32 v7, v235
	v_mov_b32 v8, v236
	v_mov_b32 v9, v237
	v_mov_b32 v10, v238
	v_mov_b32 v11, v239
	v_mov_b32 v12, v240
	v_mov_b32 v13, v241
	v_mov_b32 v16, v242
	v_mov_b32 v17, v243
	v_mov_b32 v20, v244
	v_mov_b32 v21, v245
	v_mov_b32 v24, v246
	v_mov_b32 v25, v247
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v82, 64
	v_mov_b32 v83, 0
	v_add_co_u32_e64 v64, vcc, v64, v82
	v_addc_co_u32_e64 v65, vcc, v65, v83, vcc
	; %b_ptrs_51 = arith.muli
	v_lshlrev_b32_e64 v28, 5, v37
	; %b_ptrs_53 = tt.addptr
	v_mad_i64_i32 v[68:69], vcc, v28, 2, v[68:69]
	v_mad_i64_i32 v[70:71], vcc, v28, 2, v[70:71]
	v_mad_i64_i32 v[72:73], vcc, v28, 2, v[72:73]
	v_mad_i64_i32 v[74:75], vcc, v28, 2, v[74:75]
	v_mad_i64_i32 v[76:77], vcc, v28, 2, v[76:77]
	v_mad_i64_i32 v[78:79], vcc, v28, 2, v[78:79]
	v_mad_i64_i32 v[80:81], vcc, v28, 2, v[80:81]
	v_mad_i64_i32 v[66:67], vcc, v28, 2, v[66:67]
	v_add_u32_e64 v39, v39, 32
	v_mov_b32 v38, v4
	v_mov_b32 v36, v5
	v_mov_b32 v14, v6
	v_mov_b32 v15, v7
	v_mov_b32 v55, v8
	v_mov_b32 v57, v9
	v_mov_b32 v18, v10
	v_mov_b32 v19, v11
	v_mov_b32 v58, v12
	v_mov_b32 v60, v13
	v_mov_b32 v22, v16
	v_mov_b32 v23, v17
	v_mov_b32 v61, v20
	v_mov_b32 v62, v21
	v_mov_b32 v26, v24
	v_mov_b32 v27, v25
	s_branch .LBB0_2
.LBB0_4:
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_and_b32_e64 v3, v0, 31
	v_lshrrev_b32_e64 v37, 2, v0
	v_and_b32_e64 v37, v37, 32
	v_or_b32_e64 v3, v3, v37
	v_mov_b32 v37, 0x100
	v_mul_lo_u32 v39, v3, v37
	v_add_u32_e64 v39, v39, v44
	v_lshrrev_b32_e64 v37, 3, v0
	v_and_b32_e64 v37, v37, 4
	v_lshrrev_b32_e64 v41, 1, v0
	v_and_b32_e64 v41, v41, 32
	v_or_b32_e64 v37, v37, v41
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v3, v37, v3
	v_lshlrev_b32_e64 v3, 2, v3
	v_add_u32_e64 v37, v39, v3
	v_mov_b32 v12, v38
	v_mov_b32 v13, v36
	; v99 = ttg.convert_layout
	ds_write_b128 v37, v[12:15]
	v_xor_b32_e64 v36, v3, 32
	v_add_u32_e64 v36, v39, v36
	v_mov_b32 v16, v55
	v_mov_b32 v17, v57
	ds_write_b128 v36, v[16:19]
	v_xor_b32_e64 v36, v3, 64
	v_add_u32_e64 v36, v39, v36
	v_mov_b32 v20, v58
	v_mov_b32 v21, v60
	ds_write_b128 v36, v[20:23]
	v_xor_b32_e32 v3, 0x60, v3
	v_add_u32_e64 v3, v39, v3
	v_mov_b32 v24, v61
	v_mov_b32 v25, v62
	ds_write_b128 v3, v[24:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e64 v3, 6, v0
	v_and_b32_e64 v3, v3, 3
	v_mov_b32 v36, 0x100
	v_mul_lo_u32 v37, v3, v36
	v_add_u32_e64 v37, v37, v44
	v_and_b32_e64 v36, v0, 63
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v3, v36, v3
	v_lshlrev_b32_e64 v3, 2, v3
	v_add_u32_e64 v36, v37, v3
	; v99 = ttg.convert_layout
	ds_read_b32 v38, v36
	v_xor_b32_e64 v39, v3, 64
	v_add_u32_e64 v39, v37, v39
	ds_read_b32 v39, v39 offset:1024
	ds_read_b32 v41, v36 offset:2048
	v_xor_b32_e64 v42, v3, 64
	v_add_u32_e64 v42, v37, v42
	ds_read_b32 v42, v42 offset:3072
	ds_read_b32 v43, v36 offset:4096
	v_xor_b32_e64 v44, v3, 64
	v_add_u32_e64 v44, v37, v44
	ds_read_b32 v44, v44 offset:5120
	ds_read_b32 v45, v36 offset:6144
	v_xor_b32_e64 v46, v3, 64
	v_add_u32_e64 v46, v37, v46
	ds_read_b32 v46, v46 offset:7168
	ds_read_b32 v47, v36 offset:8192
	v_xor_b32_e64 v48, v3, 64
	v_add_u32_e64 v48, v37, v48
	ds_read_b32 v48, v48 offset:9216
	ds_read_b32 v49, v36 offset:10240
	v_xor_b32_e64 v50, v3, 64
	v_add_u32_e64 v50, v37, v50
	ds_read_b32 v50, v50 offset:11264
	ds_read_b32 v51, v36 offset:12288
	v_xor_b32_e64 v52, v3, 64
	v_add_u32_e64 v52, v37, v52
	ds_read_b32 v52, v52 offset:13312
	ds_read_b32 v36, v36 offset:14336
	v_xor_b32_e64 v3, v3, 64
	v_add_u32_e64 v3, v37, v3
	ds_read_b32 v3, v3 offset:15360
	v_mov_b32 v64, s16
	v_mov_b32 v65, s17
	v_lshrrev_b32_e64 v0, 6, v0
	v_and_b32_e64 v0, v0, 3
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v37, v56, v0
	v_mov_b32 v53, s23
	; %1 = arith.muli
	v_mul_lo_u32 v54, v37, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v54, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v37, v1
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v40, v2
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v38, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 4
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(14)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v39, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 8
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(13)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v41, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 12
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(12)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v42, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 16
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(11)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v43, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 20
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(10)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v44, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 24
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(9)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v45, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 28
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(8)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v46, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 32
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(7)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v47, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 36
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(6)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v48, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 40
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(5)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v49, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 44
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(4)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v50, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 48
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v51, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 52
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(2)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v52, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 56
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v56, v2
	; %1 = arith.muli
	v_mul_lo_u32 v37, v2, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v37, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[66:67], vcc, v40, 4, v[66:67]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(1)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v36, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v0, v0, 60
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v0, v56, v0
	; %1 = arith.muli
	v_mul_lo_u32 v2, v0, v53
	; %3 = tt.addptr
	v_mad_i64_i32 v[64:65], vcc, v2, 4, v[64:65]
	; %6 = tt.addptr
	v_mad_i64_i32 v[64:65], vcc, v40, 4, v[64:65]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v0, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(0)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[64:65], v3, off
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
		.amdhsa_next_free_sgpr 30
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
    .sgpr_count: 32
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
