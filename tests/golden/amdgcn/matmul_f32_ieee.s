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
	v_mov_b32 v66, s12
	v_mov_b32 v67, s13
	v_mov_b32 v70, s14
	v_mov_b32 v71, s15
	v_mov_b32 v72, s16
	v_mov_b32 v73, s17
	v_mov_b32 v40, s18
	v_mov_b32 v50, s19
	v_accvgpr_write_b32 a0, v50
	v_mov_b32 v48, s20
	v_mov_b32 v6, v48
	v_mov_b32 v5, s21
	v_mov_b32 v1, s22
	v_accvgpr_write_b32 a1, v1
	v_mov_b32 v44, s23
	v_accvgpr_write_b32 a2, v44
	v_mov_b32 v4, 0
	v_accvgpr_write_b32 a19, v4
	v_mov_b32 v58, 0
	v_and_b32_e64 v53, v0, 31
	v_lshrrev_b32_e64 v59, 5, v0
	v_and_b32_e64 v60, v59, 7
	v_lshrrev_b32_e64 v62, 4, v0
	v_and_b32_e64 v54, v62, 15
	v_lshrrev_b32_e64 v1, 5, v0
	v_and_b32_e64 v2, v1, 7
	v_accvgpr_write_b32 a3, v2
	v_and_b32_e64 v41, v0, 15
	v_accvgpr_write_b32 a4, v41
	v_mov_b32 v36, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v3, v1, 15
	v_and_b32_e64 v2, v0, 15
	v_mul_lo_u32 v1, v3, 64
	v_add_u32_e64 v1, v1, v36
	v_lshrrev_b32_e64 v3, 1, v3
	v_and_b32_e64 v3, v3, 3
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v2, v2, v3
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v41, v1, v2
	v_mov_b32 v4, v41
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v1, v1, 30
	v_mov_b32 v3, 0
	v_mul_lo_u32 v37, v1, 64
	v_add_u32_e64 v37, v37, v36
	v_lshrrev_b32_e64 v39, 1, v1
	v_and_b32_e64 v41, v39, 3
	v_lshlrev_b32_e64 v43, 2, v41
	v_xor_b32_e64 v45, v3, v43
	v_lshlrev_b32_e64 v47, 2, v45
	v_add_u32_e64 v1, v37, v47
	v_mov_b32 v7, v1
	v_lshrrev_b32_e64 v51, 5, v0
	v_and_b32_e64 v56, v51, 7
	v_and_b32_e64 v55, v0, 31
	v_mov_b32 v59, 0x80
	v_mul_lo_u32 v39, v56, v59
	v_add_u32_e64 v39, v39, v36
	v_accvgpr_write_b32 a5, v39
	v_lshrrev_b32_e64 v61, 0, v56
	v_and_b32_e64 v1, v61, 15
	v_lshlrev_b32_e64 v1, 1, v1
	v_xor_b32_e64 v1, v55, v1
	v_lshlrev_b32_e64 v42, 2, v1
	v_add_u32_e64 v51, v39, v42
	v_accvgpr_write_b32 a6, v42
	v_accvgpr_write_b32 a7, v51
	v_mov_b32 v2, 0
	v_lshlrev_b32_e64 v1, 1, v0
	v_and_b32_e64 v1, v1, 30
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v45, v2, v3
	v_add_u32_e64 v45, v45, v36
	v_lshrrev_b32_e64 v2, 0, v2
	v_and_b32_e64 v2, v2, 15
	v_lshlrev_b32_e64 v2, 1, v2
	v_xor_b32_e64 v1, v1, v2
	v_lshlrev_b32_e64 v46, 2, v1
	v_add_u32_e64 v55, v45, v46
	v_accvgpr_write_b32 a8, v55
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v2, v1, 30
	v_lshlrev_b32_e64 v38, 1, v0
	v_and_b32_e64 v38, v38, 30
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v52, v2, v41
	v_add_u32_e64 v52, v52, v36
	v_accvgpr_write_b32 a9, v52
	v_lshrrev_b32_e64 v44, 0, v2
	v_and_b32_e64 v48, v44, 15
	v_lshlrev_b32_e64 v48, 1, v48
	v_xor_b32_e64 v50, v38, v48
	v_lshlrev_b32_e64 v38, 2, v50
	v_add_u32_e64 v41, v52, v38
	v_accvgpr_write_b32 a10, v38
	v_accvgpr_write_b32 a11, v41
	v_lshrrev_b32_e64 v56, 5, v0
	v_and_b32_e64 v59, v56, 7
	v_and_b32_e64 v61, v0, 31
	v_mov_b32 v0, 0x80
	v_mul_lo_u32 v1, v59, v0
	v_add_u32_e64 v1, v1, v36
	v_accvgpr_write_b32 a12, v1
	v_lshrrev_b32_e64 v0, 0, v59
	v_and_b32_e64 v0, v0, 15
	v_lshlrev_b32_e64 v0, 1, v0
	v_xor_b32_e64 v0, v61, v0
	v_lshlrev_b32_e64 v59, 2, v0
	v_accvgpr_read_b32 v36, a12
	v_add_u32_e64 v43, v36, v59
	v_accvgpr_write_b32 a13, v59
	v_accvgpr_write_b32 a14, v43
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v0, s4
	v_accvgpr_read_b32 v50, a0
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v1, v50, 31
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v42, 32
	v_ashrrev_i32 v41, 31, v1
	v_ashrrev_i32 v39, 31, v42
	v_add_u32_e32 v38, v1, v41
	v_xor_b32_e32 v38, v38, v41
	v_add_u32_e32 v36, v42, v39
	v_xor_b32_e32 v36, v36, v39
	v_xor_b32_e32 v39, v41, v39
	v_cvt_f32_u32 v2, v36
	v_rcp_iflag_f32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v2, v2
	v_sub_u32_e32 v3, 0, v36
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v38, v2
	v_mul_lo_u32 v3, v2, v36
	v_sub_u32_e32 v3, v38, v3
	v_add_u32_e32 v38, 1, v2
	v_cmp_ge_u32_e32 vcc, v3, v36
	v_cndmask_b32_e32 v2, v2, v38, vcc
	v_sub_u32_e32 v38, v3, v36
	v_cndmask_b32_e32 v3, v3, v38, vcc
	v_add_u32_e32 v38, 1, v2
	v_cmp_ge_u32_e32 vcc, v3, v36
	v_cndmask_b32_e32 v2, v2, v38, vcc
	v_sub_u32_e32 v38, v3, v36
	v_cndmask_b32_e32 v3, v3, v38, vcc
	v_xor_b32_e32 v2, v2, v39
	v_sub_u32_e32 v2, v2, v39
	; %pid_m = arith.divsi
	v_ashrrev_i32 v41, 31, v0
	v_ashrrev_i32 v39, 31, v2
	v_add_u32_e32 v38, v0, v41
	v_xor_b32_e32 v38, v38, v41
	v_add_u32_e32 v36, v2, v39
	v_xor_b32_e32 v36, v36, v39
	v_xor_b32_e32 v39, v41, v39
	v_cvt_f32_u32 v1, v36
	v_rcp_iflag_f32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32 v1, v1
	v_sub_u32_e32 v3, 0, v36
	v_mul_lo_u32 v3, v3, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, v38, v1
	v_mul_lo_u32 v3, v1, v36
	v_sub_u32_e32 v3, v38, v3
	v_add_u32_e32 v38, 1, v1
	v_cmp_ge_u32_e32 vcc, v3, v36
	v_cndmask_b32_e32 v1, v1, v38, vcc
	v_sub_u32_e32 v38, v3, v36
	v_cndmask_b32_e32 v3, v3, v38, vcc
	v_add_u32_e32 v38, 1, v1
	v_cmp_ge_u32_e32 vcc, v3, v36
	v_cndmask_b32_e32 v1, v1, v38, vcc
	v_sub_u32_e32 v38, v3, v36
	v_cndmask_b32_e32 v3, v3, v38, vcc
	v_xor_b32_e32 v1, v1, v39
	v_sub_u32_e32 v1, v1, v39
	; %pid_n = arith.remsi
	v_ashrrev_i32 v43, 31, v0
	v_ashrrev_i32 v38, 31, v2
	v_add_u32_e32 v39, v0, v43
	v_xor_b32_e32 v39, v39, v43
	v_add_u32_e32 v42, v2, v38
	v_xor_b32_e32 v42, v42, v38
	v_xor_b32_e32 v38, v43, v38
	v_cvt_f32_u32 v36, v42
	v_rcp_iflag_f32 v36, v36
	v_mul_f32_e32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v36, v36
	v_sub_u32_e32 v41, 0, v42
	v_mul_lo_u32 v41, v41, v36
	v_mul_hi_u32 v41, v36, v41
	v_add_u32_e32 v36, v36, v41
	v_mul_hi_u32 v36, v39, v36
	v_mul_lo_u32 v41, v36, v42
	v_sub_u32_e32 v41, v39, v41
	v_add_u32_e32 v39, 1, v36
	v_cmp_ge_u32_e32 vcc, v41, v42
	v_cndmask_b32_e32 v36, v36, v39, vcc
	v_sub_u32_e32 v39, v41, v42
	v_cndmask_b32_e32 v41, v41, v39, vcc
	v_add_u32_e32 v39, 1, v36
	v_cmp_ge_u32_e32 vcc, v41, v42
	v_cndmask_b32_e32 v36, v36, v39, vcc
	v_sub_u32_e32 v39, v41, v42
	v_cndmask_b32_e32 v41, v41, v39, vcc
	v_xor_b32_e32 v36, v41, v43
	v_sub_u32_e32 v36, v36, v43
	; %rm = arith.muli
	v_mul_lo_u32 v43, v1, 32
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v50, v60, 8
	v_or_b32_e64 v48, v60, 16
	v_or_b32_e64 v49, v60, 24
	; %rm_4 = tt.make_range
	v_or_b32_e64 v51, v54, 16
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v57, v43, v60
	v_accvgpr_write_b32 a15, v57
	v_add_u32_e64 v56, v43, v50
	v_accvgpr_write_b32 a16, v56
	v_add_u32_e64 v60, v43, v48
	v_accvgpr_write_b32 a17, v60
	v_add_u32_e64 v3, v43, v49
	v_accvgpr_write_b32 a18, v3
	; %rm_6 = arith.addi
	v_add_u32_e64 v61, v43, v54
	v_add_u32_e64 v62, v43, v51
	; %rn = arith.muli
	v_mul_lo_u32 v0, v36, 32
	; %rn_8 = arith.addi
	v_add_u32_e64 v53, v0, v53
	v_accvgpr_read_b32 v2, a3
	; %rk_1 = tt.make_range
	v_or_b32_e64 v54, v2, 8
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v1, v61, v5
	v_mul_lo_u32 v0, v62, v5
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v90, v1, 4
	v_mul_hi_i32 v91, v1, 4
	v_add_co_u32_e64 v92, vcc, v66, v90
	v_addc_co_u32_e64 v93, vcc, v67, v91, vcc
	v_mul_lo_u32 v94, v0, 4
	v_mul_hi_i32 v95, v0, 4
	v_add_co_u32_e64 v96, vcc, v66, v94
	v_addc_co_u32_e64 v97, vcc, v67, v95, vcc
	v_accvgpr_read_b32 v49, a4
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v98, v49, 4
	v_mul_hi_i32 v99, v49, 4
	v_add_co_u32_e64 v68, vcc, v92, v98
	v_addc_co_u32_e64 v69, vcc, v93, v99, vcc
	v_mul_lo_u32 v102, v49, 4
	v_mul_hi_i32 v103, v49, 4
	v_add_co_u32_e64 v74, vcc, v96, v102
	v_addc_co_u32_e64 v75, vcc, v97, v103, vcc
	v_accvgpr_read_b32 v2, a1
	v_accvgpr_read_b32 v41, a3
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v1, v41, v2
	v_mov_b32 v52, v2
	v_mul_lo_u32 v0, v54, v52
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v64, v1, 4
	v_mul_hi_i32 v65, v1, 4
	v_add_co_u32_e64 v66, vcc, v70, v64
	v_addc_co_u32_e64 v67, vcc, v71, v65, vcc
	v_mul_lo_u32 v76, v0, 4
	v_mul_hi_i32 v77, v0, 4
	v_add_co_u32_e64 v76, vcc, v70, v76
	v_addc_co_u32_e64 v77, vcc, v71, v77, vcc
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v78, v53, 4
	v_mul_hi_i32 v79, v53, 4
	v_add_co_u32_e64 v82, vcc, v66, v78
	v_addc_co_u32_e64 v83, vcc, v67, v79, vcc
	v_mul_lo_u32 v80, v53, 4
	v_mul_hi_i32 v81, v53, 4
	v_add_co_u32_e64 v84, vcc, v76, v80
	v_addc_co_u32_e64 v85, vcc, v77, v81, vcc
	v_mov_b32 v48, v6
	v_accvgpr_read_b32 v63, a19
	v_accvgpr_write_b32 a20, v63
	v_accvgpr_write_b32 a21, v63
	v_accvgpr_write_b32 a22, v63
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[44:45], v58, v48
	s_and_b64 vcc, exec, s[44:45]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %k_left = arith.subi
	v_sub_u32_e64 v0, v48, v58
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[50:51], v61, v40
	v_cmp_lt_i32_e64 s[52:53], v62, v40
	v_accvgpr_read_b32 v49, a4
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[54:55], v49, v0
	; %a_40 = arith.andi
	s_and_b64 s[26:27], s[50:51], s[54:55]
	s_and_b64 s[24:25], s[52:53], s[54:55]
	; %a_41 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v2, v[68:69], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v1, v[74:75], off
	s_or_b64 exec, exec, s[8:9]
	v_accvgpr_read_b32 v3, a3
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v3, v0
	v_cmp_lt_i32_e64 s[24:25], v54, v0
	v_accvgpr_read_b32 v50, a0
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v53, v50
	; %b_47 = arith.andi
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_and_b64 s[24:25], s[24:25], s[28:29]
	; %b_48 = tt.load
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v3, v[82:83], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v0, v[84:85], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32 v41, v4
	s_waitcnt vmcnt(3)
	ds_write_b32 v41, v2
	s_waitcnt vmcnt(2)
	ds_write_b32 v41, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32 v1, v7
	ds_read_b128 v[4:7], v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v44, v5
	v_mov_b32 v56, v4
	v_xor_b32_e64 v38, v47, 16
	v_add_u32_e64 v39, v37, v38
	ds_read_b128 v[8:11], v39
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a23, v8
	v_accvgpr_write_b32 a24, v9
	v_xor_b32_e64 v49, v47, 32
	v_add_u32_e64 v49, v37, v49
	ds_read_b128 v[12:15], v49
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a25, v12
	v_accvgpr_write_b32 a26, v13
	v_xor_b32_e64 v55, v47, 48
	v_add_u32_e64 v57, v37, v55
	ds_read_b128 v[16:19], v57
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a27, v16
	v_accvgpr_write_b32 a28, v17
	ds_read_b128 v[20:23], v1 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a29, v20
	v_accvgpr_write_b32 a30, v21
	v_xor_b32_e64 v2, v47, 16
	v_add_u32_e64 v2, v37, v2
	ds_read_b128 v[24:27], v2 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a31, v24
	v_accvgpr_write_b32 a32, v25
	v_xor_b32_e64 v2, v47, 32
	v_add_u32_e64 v2, v37, v2
	ds_read_b128 v[28:31], v2 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a33, v28
	v_accvgpr_write_b32 a34, v29
	v_xor_b32_e64 v2, v47, 48
	v_add_u32_e64 v2, v37, v2
	ds_read_b128 v[32:35], v2 offset:64
	v_accvgpr_read_b32 v51, a7
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a35, v32
	v_accvgpr_write_b32 a36, v33
	s_waitcnt vmcnt(1)
	; v94 = ttg.convert_layout
	ds_write_b32 v51, v3 offset:2048
	v_accvgpr_read_b32 v42, a6
	v_xor_b32_e64 v2, v42, 64
	v_accvgpr_read_b32 v39, a5
	v_add_u32_e64 v36, v39, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v0 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v55, a8
	ds_read_b64 v[4:5], v55 offset:2048
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v51, v4
	v_accvgpr_write_b32 a37, v5
	v_xor_b32_e64 v43, v46, 8
	v_add_u32_e64 v49, v45, v43
	ds_read_b64 v[8:9], v49 offset:2176
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a38, v8
	v_accvgpr_write_b32 a39, v9
	v_xor_b32_e64 v50, v46, 16
	v_add_u32_e64 v52, v45, v50
	ds_read_b64 v[12:13], v52 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v55, v12
	v_accvgpr_write_b32 a40, v13
	v_xor_b32_e64 v57, v46, 24
	v_add_u32_e64 v59, v45, v57
	ds_read_b64 v[16:17], v59 offset:2432
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v39, v16
	v_accvgpr_write_b32 a41, v17
	v_xor_b32_e64 v0, v46, 32
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[20:21], v0 offset:2560
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v42, v20
	v_accvgpr_write_b32 a42, v21
	v_xor_b32_e64 v0, v46, 40
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[24:25], v0 offset:2688
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a43, v24
	v_accvgpr_write_b32 a44, v25
	v_xor_b32_e64 v0, v46, 48
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[28:29], v0 offset:2816
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a45, v28
	v_accvgpr_write_b32 a46, v29
	v_xor_b32_e64 v0, v46, 56
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[32:33], v0 offset:2944
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a47, v32
	v_accvgpr_write_b32 a48, v33
	v_xor_b32_e64 v0, v46, 64
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[4:5], v0 offset:3072
	v_xor_b32_e32 v36, 0x48, v46
	v_add_u32_e64 v38, v45, v36
	ds_read_b64 v[8:9], v38 offset:3200
	v_xor_b32_e32 v43, 0x50, v46
	v_add_u32_e64 v49, v45, v43
	ds_read_b64 v[12:13], v49 offset:3328
	v_xor_b32_e32 v50, 0x58, v46
	v_add_u32_e64 v52, v45, v50
	ds_read_b64 v[16:17], v52 offset:3456
	v_xor_b32_e32 v57, 0x60, v46
	v_add_u32_e64 v59, v45, v57
	ds_read_b64 v[20:21], v59 offset:3584
	v_xor_b32_e32 v0, 0x68, v46
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[24:25], v0 offset:3712
	v_xor_b32_e32 v0, 0x70, v46
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[28:29], v0 offset:3840
	v_xor_b32_e32 v0, 0x78, v46
	v_add_u32_e64 v0, v45, v0
	ds_read_b64 v[32:33], v0 offset:3968
	v_mov_b32 v60, v56
	v_mov_b32 v56, v51
	v_accvgpr_read_b32 v0, a19
	; %acc_49 = tt.dot
	v_fma_f32 v0, v60, v56, v0
	v_accvgpr_read_b32 v2, a38
	v_mov_b32 v3, v44
	v_fma_f32 v0, v3, v2, v0
	v_fma_f32 v0, v6, v55, v0
	v_mov_b32 v51, v39
	v_fma_f32 v0, v7, v51, v0
	v_mov_b32 v43, v42
	v_accvgpr_read_b32 v57, a23
	v_fma_f32 v0, v57, v43, v0
	v_accvgpr_read_b32 v38, a43
	v_accvgpr_read_b32 v44, a24
	v_fma_f32 v0, v44, v38, v0
	v_accvgpr_read_b32 v52, a45
	v_fma_f32 v2, v10, v52, v0
	v_accvgpr_read_b32 v0, a47
	v_fma_f32 v36, v11, v0, v2
	v_accvgpr_read_b32 v50, a25
	s_waitcnt lgkmcnt(7)
	v_fma_f32 v39, v50, v4, v36
	v_accvgpr_read_b32 v49, a26
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v42, v49, v8, v39
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v42, v14, v12, v42
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v59, v15, v16, v42
	v_accvgpr_read_b32 v42, a27
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v59, v42, v20, v59
	v_accvgpr_read_b32 v2, a28
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v59, v2, v24, v59
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v59, v18, v28, v59
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v59, v19, v32, v59
	v_accvgpr_write_b32 a19, v59
	v_accvgpr_read_b32 v59, a37
	v_accvgpr_read_b32 v36, a20
	v_fma_f32 v60, v60, v59, v36
	v_accvgpr_read_b32 v39, a39
	v_fma_f32 v60, v3, v39, v60
	v_accvgpr_read_b32 v36, a40
	v_fma_f32 v60, v6, v36, v60
	v_accvgpr_read_b32 v3, a41
	v_fma_f32 v6, v7, v3, v60
	v_accvgpr_read_b32 v60, a42
	v_fma_f32 v6, v57, v60, v6
	v_accvgpr_read_b32 v57, a44
	v_fma_f32 v44, v44, v57, v6
	v_accvgpr_read_b32 v7, a46
	v_fma_f32 v44, v10, v7, v44
	v_accvgpr_read_b32 v6, a48
	v_fma_f32 v44, v11, v6, v44
	v_fma_f32 v44, v50, v5, v44
	v_fma_f32 v44, v49, v9, v44
	v_mov_b32 v50, v9
	v_fma_f32 v44, v14, v13, v44
	v_fma_f32 v44, v15, v17, v44
	v_fma_f32 v42, v42, v21, v44
	v_fma_f32 v2, v2, v25, v42
	v_fma_f32 v2, v18, v29, v2
	v_fma_f32 v2, v19, v33, v2
	v_accvgpr_write_b32 a20, v2
	v_accvgpr_read_b32 v10, a29
	v_accvgpr_read_b32 v2, a21
	v_fma_f32 v2, v10, v56, v2
	v_accvgpr_read_b32 v44, a30
	v_accvgpr_read_b32 v49, a38
	v_fma_f32 v2, v44, v49, v2
	v_fma_f32 v2, v22, v55, v2
	v_fma_f32 v2, v23, v51, v2
	v_accvgpr_read_b32 v56, a31
	v_fma_f32 v2, v56, v43, v2
	v_accvgpr_read_b32 v42, a32
	v_fma_f32 v2, v42, v38, v2
	v_fma_f32 v38, v26, v52, v2
	v_fma_f32 v38, v27, v0, v38
	v_accvgpr_read_b32 v51, a33
	v_fma_f32 v43, v51, v4, v38
	v_accvgpr_read_b32 v38, a34
	v_fma_f32 v43, v38, v8, v43
	v_fma_f32 v43, v30, v12, v43
	v_fma_f32 v49, v31, v16, v43
	v_accvgpr_read_b32 v55, a35
	v_fma_f32 v49, v55, v20, v49
	v_accvgpr_read_b32 v0, a36
	v_fma_f32 v49, v0, v24, v49
	v_fma_f32 v52, v34, v28, v49
	v_fma_f32 v8, v35, v32, v52
	v_accvgpr_read_b32 v9, a22
	v_fma_f32 v59, v10, v59, v9
	v_fma_f32 v59, v44, v39, v59
	v_fma_f32 v59, v22, v36, v59
	v_fma_f32 v2, v23, v3, v59
	v_fma_f32 v2, v56, v60, v2
	v_fma_f32 v2, v42, v57, v2
	v_fma_f32 v2, v26, v7, v2
	v_fma_f32 v2, v27, v6, v2
	v_fma_f32 v2, v51, v5, v2
	v_mov_b32 v9, v50
	v_fma_f32 v2, v38, v9, v2
	v_fma_f32 v2, v30, v13, v2
	v_fma_f32 v2, v31, v17, v2
	v_fma_f32 v2, v55, v21, v2
	v_fma_f32 v0, v0, v25, v2
	v_fma_f32 v0, v34, v29, v0
	v_fma_f32 v9, v35, v33, v0
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v104, 64
	v_mov_b32 v105, 0
	v_add_co_u32_e64 v68, vcc, v68, v104
	v_addc_co_u32_e64 v69, vcc, v69, v105, vcc
	v_mov_b32 v110, 64
	v_mov_b32 v111, 0
	v_add_co_u32_e64 v74, vcc, v74, v110
	v_addc_co_u32_e64 v75, vcc, v75, v111, vcc
	v_accvgpr_read_b32 v2, a1
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v0, v2, 16
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v66, v0, 4
	v_mul_hi_i32 v67, v0, 4
	v_add_co_u32_e64 v82, vcc, v82, v66
	v_addc_co_u32_e64 v83, vcc, v83, v67, vcc
	v_mul_lo_u32 v76, v0, 4
	v_mul_hi_i32 v77, v0, 4
	v_add_co_u32_e64 v84, vcc, v84, v76
	v_addc_co_u32_e64 v85, vcc, v85, v77, vcc
	v_add_u32_e64 v58, v58, 16
	v_mov_b32 v4, v41
	v_mov_b32 v7, v1
	v_accvgpr_write_b32 a21, v8
	v_accvgpr_write_b32 a22, v9
	s_branch .LBB0_2
.LBB0_4:
	v_accvgpr_read_b32 v57, a15
	v_accvgpr_read_b32 v8, a21
	v_accvgpr_read_b32 v9, a22
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v57, v40
	v_accvgpr_read_b32 v56, a16
	v_cmp_lt_i32_e64 s[32:33], v56, v40
	v_accvgpr_read_b32 v60, a17
	v_cmp_lt_i32_e64 s[34:35], v60, v40
	v_accvgpr_read_b32 v3, a18
	v_cmp_lt_i32_e64 s[36:37], v3, v40
	v_accvgpr_read_b32 v50, a0
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v53, v50
	; %c_mask_31 = arith.andi
	s_and_b64 s[40:41], s[30:31], s[38:39]
	s_and_b64 s[42:43], s[32:33], s[38:39]
	s_and_b64 s[46:47], s[34:35], s[38:39]
	s_and_b64 s[48:49], s[36:37], s[38:39]
	v_accvgpr_read_b32 v44, a2
	; %1 = arith.muli
	v_mul_lo_u32 v36, v57, v44
	v_mul_lo_u32 v2, v56, v44
	v_mul_lo_u32 v1, v60, v44
	v_mul_lo_u32 v0, v3, v44
	; %3 = tt.addptr
	v_mul_lo_u32 v86, v36, 4
	v_mul_hi_i32 v87, v36, 4
	v_add_co_u32_e64 v88, vcc, v72, v86
	v_addc_co_u32_e64 v89, vcc, v73, v87, vcc
	v_mul_lo_u32 v90, v2, 4
	v_mul_hi_i32 v91, v2, 4
	v_add_co_u32_e64 v92, vcc, v72, v90
	v_addc_co_u32_e64 v93, vcc, v73, v91, vcc
	v_mul_lo_u32 v94, v1, 4
	v_mul_hi_i32 v95, v1, 4
	v_add_co_u32_e64 v96, vcc, v72, v94
	v_addc_co_u32_e64 v97, vcc, v73, v95, vcc
	v_mul_lo_u32 v98, v0, 4
	v_mul_hi_i32 v99, v0, 4
	v_add_co_u32_e64 v100, vcc, v72, v98
	v_addc_co_u32_e64 v101, vcc, v73, v99, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v102, v53, 4
	v_mul_hi_i32 v103, v53, 4
	v_add_co_u32_e64 v106, vcc, v88, v102
	v_addc_co_u32_e64 v107, vcc, v89, v103, vcc
	v_mul_lo_u32 v108, v53, 4
	v_mul_hi_i32 v109, v53, 4
	v_add_co_u32_e64 v112, vcc, v92, v108
	v_addc_co_u32_e64 v113, vcc, v93, v109, vcc
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v66, vcc, v96, v64
	v_addc_co_u32_e64 v67, vcc, v97, v65, vcc
	v_mul_lo_u32 v68, v53, 4
	v_mul_hi_i32 v69, v53, 4
	v_add_co_u32_e64 v72, vcc, v100, v68
	v_addc_co_u32_e64 v73, vcc, v101, v69, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v41, a11
	v_accvgpr_read_b32 v4, a19
	v_accvgpr_read_b32 v5, a20
	ds_write_b64 v41, v[4:5]
	v_accvgpr_read_b32 v38, a10
	v_xor_b32_e64 v42, v38, 8
	v_accvgpr_read_b32 v52, a9
	v_add_u32_e64 v44, v52, v42
	ds_write_b64 v44, v[8:9] offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v43, a14
	ds_read_b32 v48, v43
	v_accvgpr_read_b32 v59, a13
	v_xor_b32_e64 v50, v59, 64
	v_accvgpr_read_b32 v36, a12
	v_add_u32_e64 v52, v36, v50
	ds_read_b32 v54, v52 offset:1024
	ds_read_b32 v56, v43 offset:2048
	v_xor_b32_e64 v58, v59, 64
	v_add_u32_e64 v60, v36, v58
	ds_read_b32 v62, v60 offset:3072
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[106:107], v48, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[112:113], v54, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[66:67], v56, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[72:73], v62, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size matmul_kernel, .Lfunc_end0-matmul_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 165
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 116
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
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 58
    .vgpr_count: 165
    .agpr_count: 49
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
