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
	v_accvgpr_write_b32 a0, v0
	v_mov_b32 v56, s12
	v_mov_b32 v57, s13
	v_mov_b32 v58, s14
	v_mov_b32 v59, s15
	v_mov_b32 v53, s18
	v_accvgpr_write_b32 a1, v53
	v_mov_b32 v53, s19
	v_accvgpr_write_b32 a2, v53
	v_mov_b32 v53, s20
	v_accvgpr_write_b32 a3, v53
	v_mov_b32 v36, s21
	v_mov_b32 v53, s22
	v_accvgpr_write_b32 a4, v53
	v_mov_b32 v38, 0
	v_mov_b32 v39, 0
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v40, v53, 63
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v41, 2, v53
	v_and_b32_e64 v41, v41, 63
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v42, 6, v53
	v_and_b32_e64 v53, v42, 3
	v_accvgpr_write_b32 a5, v53
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v43, 3, v53
	v_and_b32_e64 v53, v43, 24
	v_accvgpr_write_b32 a6, v53
	v_mov_b32 v53, 0
	v_accvgpr_write_b32 a7, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v45, 2, v53
	v_and_b32_e64 v45, v45, 63
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v46, 3, v53
	v_and_b32_e64 v46, v46, 24
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v47, v45, 64
	v_add_u32_e64 v47, v47, v54
	v_lshrrev_b32_e64 v45, 2, v45
	v_and_b32_e64 v45, v45, 3
	v_lshlrev_b32_e64 v45, 3, v45
	v_xor_b32_e64 v45, v46, v45
	v_lshlrev_b32_e64 v45, 1, v45
	v_add_u32_e64 v53, v47, v45
	v_accvgpr_write_b32 a8, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v46, 2, v53
	v_and_b32_e64 v46, v46, 60
	v_mov_b32 v47, 0
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v53, v46, 64
	v_add_u32_e64 v53, v53, v54
	v_accvgpr_write_b32 a9, v53
	v_lshrrev_b32_e64 v46, 2, v46
	v_and_b32_e64 v46, v46, 3
	v_lshlrev_b32_e64 v46, 3, v46
	v_xor_b32_e64 v46, v47, v46
	v_lshlrev_b32_e64 v53, 1, v46
	v_accvgpr_write_b32 a10, v53
	v_accvgpr_read_b32 v53, a9
	v_accvgpr_read_b32 v54, a10
	v_add_u32_e64 v53, v53, v54
	v_accvgpr_write_b32 a11, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v49, 6, v53
	v_and_b32_e64 v49, v49, 3
	v_mov_b32 v50, 0x80
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v51, v49, v50
	v_add_u32_e64 v51, v51, v54
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v49, v53, 63
	v_mul_lo_u32 v53, v49, 2
	v_add_u32_e64 v53, v53, v51
	v_accvgpr_write_b32 a12, v53
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v49, 2, v53
	v_and_b32_e64 v49, v49, 60
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v51, v49, 2
	v_add_u32_e64 v51, v51, v54
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v49, s4
	v_accvgpr_read_b32 v53, a2
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v52, v53, 63
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v4, 64
	v_ashrrev_i32 v6, 31, v52
	v_ashrrev_i32 v7, 31, v4
	v_add_u32_e32 v8, v52, v6
	v_xor_b32_e32 v8, v8, v6
	v_add_u32_e32 v9, v4, v7
	v_xor_b32_e32 v9, v9, v7
	v_xor_b32_e32 v7, v6, v7
	v_cvt_f32_u32 v5, v9
	v_rcp_iflag_f32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32 v5, v5
	v_sub_u32_e32 v10, 0, v9
	v_mul_lo_u32 v10, v10, v5
	v_mul_hi_u32 v10, v5, v10
	v_add_u32_e32 v5, v5, v10
	v_mul_hi_u32 v5, v8, v5
	v_mul_lo_u32 v10, v5, v9
	v_sub_u32_e32 v10, v8, v10
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v10, v9
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_u32_e32 v8, v10, v9
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v10, v9
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_u32_e32 v8, v10, v9
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_xor_b32_e32 v5, v5, v7
	v_sub_u32_e32 v5, v5, v7
	; %pid_m = arith.divsi
	v_ashrrev_i32 v4, 31, v49
	v_ashrrev_i32 v6, 31, v5
	v_add_u32_e32 v7, v49, v4
	v_xor_b32_e32 v7, v7, v4
	v_add_u32_e32 v8, v5, v6
	v_xor_b32_e32 v8, v8, v6
	v_xor_b32_e32 v6, v4, v6
	v_cvt_f32_u32 v52, v8
	v_rcp_iflag_f32 v52, v52
	v_mul_f32_e32 v52, 0x4f7ffffe, v52
	v_cvt_u32_f32 v52, v52
	v_sub_u32_e32 v9, 0, v8
	v_mul_lo_u32 v9, v9, v52
	v_mul_hi_u32 v9, v52, v9
	v_add_u32_e32 v52, v52, v9
	v_mul_hi_u32 v52, v7, v52
	v_mul_lo_u32 v9, v52, v8
	v_sub_u32_e32 v9, v7, v9
	v_add_u32_e32 v7, 1, v52
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v52, v52, v7, vcc
	v_sub_u32_e32 v7, v9, v8
	v_cndmask_b32_e32 v9, v9, v7, vcc
	v_add_u32_e32 v7, 1, v52
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v52, v52, v7, vcc
	v_sub_u32_e32 v7, v9, v8
	v_cndmask_b32_e32 v9, v9, v7, vcc
	v_xor_b32_e32 v52, v52, v6
	v_sub_u32_e32 v52, v52, v6
	; %pid_n = arith.remsi
	v_ashrrev_i32 v6, 31, v49
	v_ashrrev_i32 v7, 31, v5
	v_add_u32_e32 v8, v49, v6
	v_xor_b32_e32 v8, v8, v6
	v_add_u32_e32 v9, v5, v7
	v_xor_b32_e32 v9, v9, v7
	v_xor_b32_e32 v7, v6, v7
	v_cvt_f32_u32 v4, v9
	v_rcp_iflag_f32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32 v4, v4
	v_sub_u32_e32 v10, 0, v9
	v_mul_lo_u32 v10, v10, v4
	v_mul_hi_u32 v10, v4, v10
	v_add_u32_e32 v4, v4, v10
	v_mul_hi_u32 v4, v8, v4
	v_mul_lo_u32 v10, v4, v9
	v_sub_u32_e32 v10, v8, v10
	v_add_u32_e32 v8, 1, v4
	v_cmp_ge_u32_e32 vcc, v10, v9
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_sub_u32_e32 v8, v10, v9
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_add_u32_e32 v8, 1, v4
	v_cmp_ge_u32_e32 vcc, v10, v9
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_sub_u32_e32 v8, v10, v9
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_xor_b32_e32 v4, v10, v6
	v_sub_u32_e32 v4, v4, v6
	; %rm = arith.muli
	v_mul_lo_u32 v53, v52, 64
	v_accvgpr_write_b32 a13, v53
	v_accvgpr_read_b32 v53, a13
	; %rm_6 = arith.addi
	v_add_u32_e64 v53, v53, v41
	v_accvgpr_write_b32 a14, v53
	; %rn = arith.muli
	v_mul_lo_u32 v52, v4, 64
	; %rn_8 = arith.addi
	v_add_u32_e64 v53, v52, v40
	v_accvgpr_write_b32 a15, v53
	v_accvgpr_read_b32 v53, a5
	; %rk_1 = tt.make_range
	v_or_b32_e64 v52, v53, 4
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v4, v53, 8
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v5, v53, 12
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v53, v53, 16
	v_accvgpr_write_b32 a16, v53
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v6, v53, 20
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v7, v53, 24
	v_accvgpr_read_b32 v53, a5
	v_or_b32_e64 v8, v53, 28
	v_accvgpr_read_b32 v53, a14
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v36, v53, v36
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v60, v36, 2
	v_mul_hi_i32 v61, v36, 2
	v_add_co_u32_e64 v56, vcc, v56, v60
	v_addc_co_u32_e64 v57, vcc, v57, v61, vcc
	v_accvgpr_read_b32 v53, a6
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v60, v53, 2
	v_mul_hi_i32 v61, v53, 2
	v_add_co_u32_e64 v56, vcc, v56, v60
	v_addc_co_u32_e64 v57, vcc, v57, v61, vcc
	v_accvgpr_read_b32 v53, a5
	v_accvgpr_read_b32 v54, a4
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v36, v53, v54
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v52, v52, v53
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v4, v4, v53
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v5, v5, v53
	v_accvgpr_read_b32 v53, a16
	v_accvgpr_read_b32 v54, a4
	v_mul_lo_u32 v9, v53, v54
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v6, v6, v53
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v7, v7, v53
	v_accvgpr_read_b32 v53, a4
	v_mul_lo_u32 v8, v8, v53
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v60, v36, 2
	v_mul_hi_i32 v61, v36, 2
	v_add_co_u32_e64 v60, vcc, v58, v60
	v_addc_co_u32_e64 v61, vcc, v59, v61, vcc
	v_mul_lo_u32 v62, v52, 2
	v_mul_hi_i32 v63, v52, 2
	v_add_co_u32_e64 v62, vcc, v58, v62
	v_addc_co_u32_e64 v63, vcc, v59, v63, vcc
	v_mul_lo_u32 v64, v4, 2
	v_mul_hi_i32 v65, v4, 2
	v_add_co_u32_e64 v64, vcc, v58, v64
	v_addc_co_u32_e64 v65, vcc, v59, v65, vcc
	v_mul_lo_u32 v66, v5, 2
	v_mul_hi_i32 v67, v5, 2
	v_add_co_u32_e64 v66, vcc, v58, v66
	v_addc_co_u32_e64 v67, vcc, v59, v67, vcc
	v_mul_lo_u32 v68, v9, 2
	v_mul_hi_i32 v69, v9, 2
	v_add_co_u32_e64 v68, vcc, v58, v68
	v_addc_co_u32_e64 v69, vcc, v59, v69, vcc
	v_mul_lo_u32 v70, v6, 2
	v_mul_hi_i32 v71, v6, 2
	v_add_co_u32_e64 v70, vcc, v58, v70
	v_addc_co_u32_e64 v71, vcc, v59, v71, vcc
	v_mul_lo_u32 v72, v7, 2
	v_mul_hi_i32 v73, v7, 2
	v_add_co_u32_e64 v72, vcc, v58, v72
	v_addc_co_u32_e64 v73, vcc, v59, v73, vcc
	v_mul_lo_u32 v74, v8, 2
	v_mul_hi_i32 v75, v8, 2
	v_add_co_u32_e64 v58, vcc, v58, v74
	v_addc_co_u32_e64 v59, vcc, v59, v75, vcc
	v_accvgpr_read_b32 v53, a15
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v60, vcc, v60, v74
	v_addc_co_u32_e64 v61, vcc, v61, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v62, vcc, v62, v74
	v_addc_co_u32_e64 v63, vcc, v63, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v64, vcc, v64, v74
	v_addc_co_u32_e64 v65, vcc, v65, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v66, vcc, v66, v74
	v_addc_co_u32_e64 v67, vcc, v67, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v68, vcc, v68, v74
	v_addc_co_u32_e64 v69, vcc, v69, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v70, vcc, v70, v74
	v_addc_co_u32_e64 v71, vcc, v71, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v72, vcc, v72, v74
	v_addc_co_u32_e64 v73, vcc, v73, v75, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v74, v53, 2
	v_mul_hi_i32 v75, v53, 2
	v_add_co_u32_e64 v58, vcc, v58, v74
	v_addc_co_u32_e64 v59, vcc, v59, v75, vcc
	v_accvgpr_write_b32 a17, v39
	v_accvgpr_write_b32 a18, v38
	v_accvgpr_write_b32 a19, v38
	v_accvgpr_write_b32 a20, v38
	v_accvgpr_write_b32 a21, v38
	v_accvgpr_write_b32 a22, v38
	v_accvgpr_write_b32 a23, v38
	v_accvgpr_write_b32 a24, v38
	v_accvgpr_write_b32 a25, v38
	v_accvgpr_write_b32 a26, v38
	v_accvgpr_write_b32 a27, v38
	v_accvgpr_write_b32 a28, v38
	v_accvgpr_write_b32 a29, v38
	v_accvgpr_write_b32 a30, v38
	v_accvgpr_write_b32 a31, v38
	v_accvgpr_write_b32 a32, v38
	v_accvgpr_write_b32 a33, v38
.LBB0_2:
	v_accvgpr_read_b32 v53, a17
	v_accvgpr_read_b32 v54, a3
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v53, v54
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	v_accvgpr_read_b32 v53, a3
	v_accvgpr_read_b32 v54, a17
	; %k_left = arith.subi
	v_sub_u32_e64 v8, v53, v54
	v_accvgpr_read_b32 v53, a14
	v_accvgpr_read_b32 v54, a1
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v53, v54
	v_accvgpr_read_b32 v53, a6
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v53, v8
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %a_41 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dwordx4 v[4:7], v[56:57], off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xffff, v4
	v_lshrrev_b32 v10, 16, v4
	v_and_b32_e32 v4, 0xffff, v5
	v_lshrrev_b32 v11, 16, v5
	v_and_b32_e32 v5, 0xffff, v6
	v_lshrrev_b32 v12, 16, v6
	v_and_b32_e32 v6, 0xffff, v7
	v_lshrrev_b32 v13, 16, v7
	v_accvgpr_read_b32 v53, a5
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v53, v8
	v_accvgpr_read_b32 v53, a16
	v_cmp_lt_i32_e64 s[26:27], v53, v8
	v_accvgpr_read_b32 v53, a15
	v_accvgpr_read_b32 v54, a2
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v53, v54
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
	v_mov_b32 v52, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_ushort v52, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v38, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_ushort v38, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v36, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_ushort v36, v[64:65], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v45, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v45, v[66:67], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v44, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_ushort v44, v[68:69], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v43, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_ushort v43, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v41, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_ushort v41, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v2, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_and_b32_e32 v8, 0xffff, v9
	v_lshl_or_b32 v8, v10, 16, v8
	v_and_b32_e32 v9, 0xffff, v4
	v_lshl_or_b32 v9, v11, 16, v9
	v_and_b32_e32 v10, 0xffff, v5
	v_lshl_or_b32 v10, v12, 16, v10
	v_and_b32_e32 v11, 0xffff, v6
	v_lshl_or_b32 v11, v13, 16, v11
	v_accvgpr_read_b32 v53, a8
	ds_write_b128 v53, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v53, a11
	ds_read_b128 v[12:15], v53
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v0, 0xffff, v12
	v_lshrrev_b32 v42, 16, v12
	v_and_b32_e32 v37, 0xffff, v13
	v_lshrrev_b32 v3, 16, v13
	v_and_b32_e32 v49, 0xffff, v14
	v_lshrrev_b32 v1, 16, v14
	v_and_b32_e32 v39, 0xffff, v15
	v_lshrrev_b32 v40, 16, v15
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 16
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[16:19], v4
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v47, 0xffff, v16
	v_lshrrev_b32 v50, 16, v16
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a34, v53
	v_accvgpr_write_b32 a35, v54
	v_and_b32_e32 v53, 0xffff, v18
	v_lshrrev_b32 v54, 16, v18
	v_accvgpr_write_b32 a36, v53
	v_accvgpr_write_b32 a37, v54
	v_and_b32_e32 v53, 0xffff, v19
	v_lshrrev_b32 v54, 16, v19
	v_accvgpr_write_b32 a38, v53
	v_accvgpr_write_b32 a39, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 32
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[20:23], v4
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v20
	v_lshrrev_b32 v54, 16, v20
	v_accvgpr_write_b32 a40, v53
	v_accvgpr_write_b32 a41, v54
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a42, v53
	v_accvgpr_write_b32 a43, v54
	v_and_b32_e32 v53, 0xffff, v22
	v_lshrrev_b32 v54, 16, v22
	v_accvgpr_write_b32 a44, v53
	v_accvgpr_write_b32 a45, v54
	v_and_b32_e32 v53, 0xffff, v23
	v_lshrrev_b32 v54, 16, v23
	v_accvgpr_write_b32 a46, v53
	v_accvgpr_write_b32 a47, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 48
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[24:27], v4
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v24
	v_lshrrev_b32 v54, 16, v24
	v_accvgpr_write_b32 a48, v53
	v_accvgpr_write_b32 a49, v54
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a50, v53
	v_accvgpr_write_b32 a51, v54
	v_and_b32_e32 v53, 0xffff, v26
	v_lshrrev_b32 v54, 16, v26
	v_accvgpr_write_b32 a52, v53
	v_accvgpr_write_b32 a53, v54
	v_and_b32_e32 v53, 0xffff, v27
	v_lshrrev_b32 v54, 16, v27
	v_accvgpr_write_b32 a54, v53
	v_accvgpr_write_b32 a55, v54
	v_accvgpr_read_b32 v53, a11
	ds_read_b128 v[28:31], v53 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v28
	v_lshrrev_b32 v54, 16, v28
	v_accvgpr_write_b32 a56, v53
	v_accvgpr_write_b32 a57, v54
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a58, v53
	v_accvgpr_write_b32 a59, v54
	v_and_b32_e32 v53, 0xffff, v30
	v_lshrrev_b32 v54, 16, v30
	v_accvgpr_write_b32 a60, v53
	v_accvgpr_write_b32 a61, v54
	v_and_b32_e32 v53, 0xffff, v31
	v_lshrrev_b32 v54, 16, v31
	v_accvgpr_write_b32 a62, v53
	v_accvgpr_write_b32 a63, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 16
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[32:35], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v32
	v_lshrrev_b32 v54, 16, v32
	v_accvgpr_write_b32 a64, v53
	v_accvgpr_write_b32 a65, v54
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a66, v53
	v_accvgpr_write_b32 a67, v54
	v_and_b32_e32 v53, 0xffff, v34
	v_lshrrev_b32 v54, 16, v34
	v_accvgpr_write_b32 a68, v53
	v_accvgpr_write_b32 a69, v54
	v_and_b32_e32 v53, 0xffff, v35
	v_lshrrev_b32 v54, 16, v35
	v_accvgpr_write_b32 a70, v53
	v_accvgpr_write_b32 a71, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 32
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[4:7], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v4
	v_lshrrev_b32 v54, 16, v4
	v_accvgpr_write_b32 a72, v53
	v_accvgpr_write_b32 a73, v54
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a74, v53
	v_accvgpr_write_b32 a75, v54
	v_and_b32_e32 v53, 0xffff, v6
	v_lshrrev_b32 v54, 16, v6
	v_accvgpr_write_b32 a76, v53
	v_accvgpr_write_b32 a77, v54
	v_and_b32_e32 v53, 0xffff, v7
	v_lshrrev_b32 v54, 16, v7
	v_accvgpr_write_b32 a78, v53
	v_accvgpr_write_b32 a79, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 48
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[8:11], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v8
	v_lshrrev_b32 v54, 16, v8
	v_accvgpr_write_b32 a80, v53
	v_accvgpr_write_b32 a81, v54
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v54, 16, v9
	v_accvgpr_write_b32 a82, v53
	v_accvgpr_write_b32 a83, v54
	v_and_b32_e32 v53, 0xffff, v10
	v_lshrrev_b32 v54, 16, v10
	v_accvgpr_write_b32 a84, v53
	v_accvgpr_write_b32 a85, v54
	v_and_b32_e32 v53, 0xffff, v11
	v_lshrrev_b32 v54, 16, v11
	v_accvgpr_write_b32 a86, v53
	v_accvgpr_write_b32 a87, v54
	v_accvgpr_read_b32 v53, a11
	ds_read_b128 v[12:15], v53 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v12
	v_lshrrev_b32 v54, 16, v12
	v_accvgpr_write_b32 a88, v53
	v_accvgpr_write_b32 a89, v54
	v_and_b32_e32 v53, 0xffff, v13
	v_lshrrev_b32 v54, 16, v13
	v_accvgpr_write_b32 a90, v53
	v_accvgpr_write_b32 a91, v54
	v_and_b32_e32 v53, 0xffff, v14
	v_lshrrev_b32 v54, 16, v14
	v_accvgpr_write_b32 a92, v53
	v_accvgpr_write_b32 a93, v54
	v_and_b32_e32 v53, 0xffff, v15
	v_lshrrev_b32 v54, 16, v15
	v_accvgpr_write_b32 a94, v53
	v_accvgpr_write_b32 a95, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 16
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[16:19], v4 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v16
	v_lshrrev_b32 v54, 16, v16
	v_accvgpr_write_b32 a96, v53
	v_accvgpr_write_b32 a97, v54
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a98, v53
	v_accvgpr_write_b32 a99, v54
	v_and_b32_e32 v53, 0xffff, v18
	v_lshrrev_b32 v54, 16, v18
	v_accvgpr_write_b32 a100, v53
	v_accvgpr_write_b32 a101, v54
	v_and_b32_e32 v53, 0xffff, v19
	v_lshrrev_b32 v54, 16, v19
	v_accvgpr_write_b32 a102, v53
	v_accvgpr_write_b32 a103, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 32
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[20:23], v4 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v20
	v_lshrrev_b32 v54, 16, v20
	v_accvgpr_write_b32 a104, v53
	v_accvgpr_write_b32 a105, v54
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a106, v53
	v_accvgpr_write_b32 a107, v54
	v_and_b32_e32 v53, 0xffff, v22
	v_lshrrev_b32 v54, 16, v22
	v_accvgpr_write_b32 a108, v53
	v_accvgpr_write_b32 a109, v54
	v_and_b32_e32 v53, 0xffff, v23
	v_lshrrev_b32 v54, 16, v23
	v_accvgpr_write_b32 a110, v53
	v_accvgpr_write_b32 a111, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 48
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[24:27], v4 offset:128
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v24
	v_lshrrev_b32 v54, 16, v24
	v_accvgpr_write_b32 a112, v53
	v_accvgpr_write_b32 a113, v54
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a114, v53
	v_accvgpr_write_b32 a115, v54
	v_and_b32_e32 v53, 0xffff, v26
	v_lshrrev_b32 v54, 16, v26
	v_accvgpr_write_b32 a116, v53
	v_accvgpr_write_b32 a117, v54
	v_and_b32_e32 v53, 0xffff, v27
	v_lshrrev_b32 v54, 16, v27
	v_accvgpr_write_b32 a118, v53
	v_accvgpr_write_b32 a119, v54
	v_accvgpr_read_b32 v53, a11
	ds_read_b128 v[28:31], v53 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v28
	v_lshrrev_b32 v54, 16, v28
	v_accvgpr_write_b32 a120, v53
	v_accvgpr_write_b32 a121, v54
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a122, v53
	v_accvgpr_write_b32 a123, v54
	v_and_b32_e32 v53, 0xffff, v30
	v_lshrrev_b32 v54, 16, v30
	v_accvgpr_write_b32 a124, v53
	v_accvgpr_write_b32 a125, v54
	v_and_b32_e32 v53, 0xffff, v31
	v_lshrrev_b32 v54, 16, v31
	v_accvgpr_write_b32 a126, v53
	v_accvgpr_write_b32 a127, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 16
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[32:35], v4 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v32
	v_lshrrev_b32 v54, 16, v32
	v_accvgpr_write_b32 a128, v53
	v_accvgpr_write_b32 a129, v54
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a130, v53
	v_accvgpr_write_b32 a131, v54
	v_and_b32_e32 v53, 0xffff, v34
	v_lshrrev_b32 v54, 16, v34
	v_accvgpr_write_b32 a132, v53
	v_accvgpr_write_b32 a133, v54
	v_and_b32_e32 v53, 0xffff, v35
	v_lshrrev_b32 v54, 16, v35
	v_accvgpr_write_b32 a134, v53
	v_accvgpr_write_b32 a135, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 32
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[4:7], v4 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v4
	v_lshrrev_b32 v54, 16, v4
	v_accvgpr_write_b32 a136, v53
	v_accvgpr_write_b32 a137, v54
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a138, v53
	v_accvgpr_write_b32 a139, v54
	v_and_b32_e32 v53, 0xffff, v6
	v_lshrrev_b32 v54, 16, v6
	v_accvgpr_write_b32 a140, v53
	v_accvgpr_write_b32 a141, v54
	v_and_b32_e32 v53, 0xffff, v7
	v_lshrrev_b32 v54, 16, v7
	v_accvgpr_write_b32 a142, v53
	v_accvgpr_write_b32 a143, v54
	v_accvgpr_read_b32 v53, a10
	v_xor_b32_e64 v4, v53, 48
	v_accvgpr_read_b32 v53, a9
	v_add_u32_e64 v4, v53, v4
	ds_read_b128 v[8:11], v4 offset:192
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v53, 0xffff, v8
	v_lshrrev_b32 v54, 16, v8
	v_accvgpr_write_b32 a144, v53
	v_accvgpr_write_b32 a145, v54
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v54, 16, v9
	v_accvgpr_write_b32 a146, v53
	v_accvgpr_write_b32 a147, v54
	v_and_b32_e32 v53, 0xffff, v10
	v_lshrrev_b32 v54, 16, v10
	v_accvgpr_write_b32 a148, v53
	v_accvgpr_write_b32 a149, v54
	v_and_b32_e32 v53, 0xffff, v11
	v_lshrrev_b32 v54, 16, v11
	v_accvgpr_write_b32 a150, v53
	v_accvgpr_write_b32 a151, v54
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(7)
	; v94 = ttg.convert_layout
	ds_write_b16 v53, v52 offset:4096
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(6)
	ds_write_b16 v53, v38 offset:4608
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(5)
	ds_write_b16 v53, v36 offset:5120
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(4)
	ds_write_b16 v53, v45 offset:5632
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(3)
	ds_write_b16 v53, v44 offset:6144
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(2)
	ds_write_b16 v53, v43 offset:6656
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(1)
	ds_write_b16 v53, v41 offset:7168
	v_accvgpr_read_b32 v53, a12
	s_waitcnt vmcnt(0)
	ds_write_b16 v53, v2 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v51 offset:4096
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v2, 0xffff, v12
	v_lshrrev_b32 v36, 16, v12
	v_and_b32_e32 v53, 0xffff, v13
	v_lshrrev_b32 v54, 16, v13
	v_accvgpr_write_b32 a152, v53
	v_accvgpr_write_b32 a153, v54
	ds_read_b64 v[16:17], v51 offset:4224
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v43, 0xffff, v16
	v_lshrrev_b32 v53, 16, v16
	v_accvgpr_write_b32 a154, v53
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a155, v53
	v_accvgpr_write_b32 a156, v54
	ds_read_b64 v[20:21], v51 offset:4352
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v11, 0xffff, v20
	v_lshrrev_b32 v53, 16, v20
	v_accvgpr_write_b32 a157, v53
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a158, v53
	v_accvgpr_write_b32 a159, v54
	ds_read_b64 v[24:25], v51 offset:4480
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v35, 0xffff, v24
	v_lshrrev_b32 v53, 16, v24
	v_accvgpr_write_b32 a160, v53
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a161, v53
	v_accvgpr_write_b32 a162, v54
	ds_read_b64 v[28:29], v51 offset:4608
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v27, 0xffff, v28
	v_lshrrev_b32 v53, 16, v28
	v_accvgpr_write_b32 a163, v53
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a164, v53
	v_accvgpr_write_b32 a165, v54
	ds_read_b64 v[32:33], v51 offset:4736
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v19, 0xffff, v32
	v_lshrrev_b32 v53, 16, v32
	v_accvgpr_write_b32 a166, v53
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a167, v53
	v_accvgpr_write_b32 a168, v54
	ds_read_b64 v[4:5], v51 offset:4864
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v14, 0xffff, v4
	v_lshrrev_b32 v53, 16, v4
	v_accvgpr_write_b32 a169, v53
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a170, v53
	v_accvgpr_write_b32 a171, v54
	ds_read_b64 v[8:9], v51 offset:4992
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v6, 0xffff, v8
	v_lshrrev_b32 v53, 16, v8
	v_accvgpr_write_b32 a172, v53
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v54, 16, v9
	v_accvgpr_write_b32 a173, v53
	v_accvgpr_write_b32 a174, v54
	ds_read_b64 v[12:13], v51 offset:5120
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v41, 0xffff, v12
	v_lshrrev_b32 v53, 16, v12
	v_accvgpr_write_b32 a175, v53
	v_and_b32_e32 v53, 0xffff, v13
	v_lshrrev_b32 v54, 16, v13
	v_accvgpr_write_b32 a176, v53
	v_accvgpr_write_b32 a177, v54
	ds_read_b64 v[16:17], v51 offset:5248
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 0xffff, v16
	v_lshrrev_b32 v53, 16, v16
	v_accvgpr_write_b32 a178, v53
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a179, v53
	v_accvgpr_write_b32 a180, v54
	ds_read_b64 v[20:21], v51 offset:5376
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v31, 0xffff, v20
	v_lshrrev_b32 v53, 16, v20
	v_accvgpr_write_b32 a181, v53
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a182, v53
	v_accvgpr_write_b32 a183, v54
	ds_read_b64 v[24:25], v51 offset:5504
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v45, 0xffff, v24
	v_lshrrev_b32 v53, 16, v24
	v_accvgpr_write_b32 a184, v53
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a185, v53
	v_accvgpr_write_b32 a186, v54
	ds_read_b64 v[28:29], v51 offset:5632
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v38, 0xffff, v28
	v_lshrrev_b32 v53, 16, v28
	v_accvgpr_write_b32 a187, v53
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a188, v53
	v_accvgpr_write_b32 a189, v54
	ds_read_b64 v[32:33], v51 offset:5760
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 0xffff, v32
	v_lshrrev_b32 v53, 16, v32
	v_accvgpr_write_b32 a190, v53
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a191, v53
	v_accvgpr_write_b32 a192, v54
	ds_read_b64 v[4:5], v51 offset:5888
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v23, 0xffff, v4
	v_lshrrev_b32 v53, 16, v4
	v_accvgpr_write_b32 a193, v53
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a194, v53
	v_accvgpr_write_b32 a195, v54
	ds_read_b64 v[8:9], v51 offset:6016
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v30, 0xffff, v8
	v_lshrrev_b32 v53, 16, v8
	v_accvgpr_write_b32 a196, v53
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v54, 16, v9
	v_accvgpr_write_b32 a197, v53
	v_accvgpr_write_b32 a198, v54
	ds_read_b64 v[12:13], v51 offset:6144
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v52, 0xffff, v12
	v_lshrrev_b32 v53, 16, v12
	v_accvgpr_write_b32 a199, v53
	v_and_b32_e32 v53, 0xffff, v13
	v_lshrrev_b32 v54, 16, v13
	v_accvgpr_write_b32 a200, v53
	v_accvgpr_write_b32 a201, v54
	ds_read_b64 v[16:17], v51 offset:6272
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v22, 0xffff, v16
	v_lshrrev_b32 v53, 16, v16
	v_accvgpr_write_b32 a202, v53
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a203, v53
	v_accvgpr_write_b32 a204, v54
	ds_read_b64 v[20:21], v51 offset:6400
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v18, 0xffff, v20
	v_lshrrev_b32 v53, 16, v20
	v_accvgpr_write_b32 a205, v53
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a206, v53
	v_accvgpr_write_b32 a207, v54
	ds_read_b64 v[24:25], v51 offset:6528
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v26, 0xffff, v24
	v_lshrrev_b32 v53, 16, v24
	v_accvgpr_write_b32 a208, v53
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a209, v53
	v_accvgpr_write_b32 a210, v54
	ds_read_b64 v[28:29], v51 offset:6656
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v34, 0xffff, v28
	v_lshrrev_b32 v53, 16, v28
	v_accvgpr_write_b32 a211, v53
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a212, v53
	v_accvgpr_write_b32 a213, v54
	ds_read_b64 v[32:33], v51 offset:6784
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v48, 0xffff, v32
	v_lshrrev_b32 v53, 16, v32
	v_accvgpr_write_b32 a214, v53
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a215, v53
	v_accvgpr_write_b32 a216, v54
	ds_read_b64 v[4:5], v51 offset:6912
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v46, 0xffff, v4
	v_lshrrev_b32 v53, 16, v4
	v_accvgpr_write_b32 a217, v53
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a218, v53
	v_accvgpr_write_b32 a219, v54
	ds_read_b64 v[8:9], v51 offset:7040
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v10, 0xffff, v8
	v_lshrrev_b32 v53, 16, v8
	v_accvgpr_write_b32 a220, v53
	v_and_b32_e32 v53, 0xffff, v9
	v_lshrrev_b32 v54, 16, v9
	v_accvgpr_write_b32 a221, v53
	v_accvgpr_write_b32 a222, v54
	ds_read_b64 v[12:13], v51 offset:7168
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v44, 0xffff, v12
	v_lshrrev_b32 v53, 16, v12
	v_accvgpr_write_b32 a223, v53
	v_and_b32_e32 v53, 0xffff, v13
	v_lshrrev_b32 v54, 16, v13
	v_accvgpr_write_b32 a224, v53
	v_accvgpr_write_b32 a225, v54
	ds_read_b64 v[16:17], v51 offset:7296
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v13, 0xffff, v16
	v_lshrrev_b32 v12, 16, v16
	v_and_b32_e32 v53, 0xffff, v17
	v_lshrrev_b32 v54, 16, v17
	v_accvgpr_write_b32 a226, v53
	v_accvgpr_write_b32 a227, v54
	ds_read_b64 v[20:21], v51 offset:7424
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v17, 0xffff, v20
	v_lshrrev_b32 v16, 16, v20
	v_and_b32_e32 v53, 0xffff, v21
	v_lshrrev_b32 v54, 16, v21
	v_accvgpr_write_b32 a228, v53
	v_accvgpr_write_b32 a229, v54
	ds_read_b64 v[24:25], v51 offset:7552
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v21, 0xffff, v24
	v_lshrrev_b32 v20, 16, v24
	v_and_b32_e32 v53, 0xffff, v25
	v_lshrrev_b32 v54, 16, v25
	v_accvgpr_write_b32 a230, v53
	v_accvgpr_write_b32 a231, v54
	ds_read_b64 v[28:29], v51 offset:7680
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v25, 0xffff, v28
	v_lshrrev_b32 v24, 16, v28
	v_and_b32_e32 v53, 0xffff, v29
	v_lshrrev_b32 v54, 16, v29
	v_accvgpr_write_b32 a232, v53
	v_accvgpr_write_b32 a233, v54
	ds_read_b64 v[32:33], v51 offset:7808
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v29, 0xffff, v32
	v_lshrrev_b32 v28, 16, v32
	v_and_b32_e32 v53, 0xffff, v33
	v_lshrrev_b32 v54, 16, v33
	v_accvgpr_write_b32 a234, v53
	v_accvgpr_write_b32 a235, v54
	ds_read_b64 v[4:5], v51 offset:7936
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v33, 0xffff, v4
	v_lshrrev_b32 v32, 16, v4
	v_and_b32_e32 v53, 0xffff, v5
	v_lshrrev_b32 v54, 16, v5
	v_accvgpr_write_b32 a236, v53
	v_accvgpr_write_b32 a237, v54
	ds_read_b64 v[8:9], v51 offset:8064
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v5, 0xffff, v8
	v_lshrrev_b32 v4, 16, v8
	v_and_b32_e32 v8, 0xffff, v9
	v_lshrrev_b32 v53, 16, v9
	v_accvgpr_write_b32 a238, v53
	; %acc_49 = tt.dot
	v_cvt_f32_f16 v0, v0
	v_cvt_f32_f16 v2, v2
	v_accvgpr_read_b32 v53, a18
	v_fma_f32 v9, v0, v2, v53
	v_cvt_f32_f16 v42, v42
	v_cvt_f32_f16 v43, v43
	v_fma_f32 v9, v42, v43, v9
	v_cvt_f32_f16 v37, v37
	v_cvt_f32_f16 v11, v11
	v_fma_f32 v9, v37, v11, v9
	v_cvt_f32_f16 v3, v3
	v_cvt_f32_f16 v35, v35
	v_fma_f32 v9, v3, v35, v9
	v_cvt_f32_f16 v49, v49
	v_cvt_f32_f16 v27, v27
	v_fma_f32 v9, v49, v27, v9
	v_cvt_f32_f16 v1, v1
	v_cvt_f32_f16 v19, v19
	v_fma_f32 v9, v1, v19, v9
	v_cvt_f32_f16 v39, v39
	v_cvt_f32_f16 v14, v14
	v_fma_f32 v9, v39, v14, v9
	v_cvt_f32_f16 v40, v40
	v_cvt_f32_f16 v6, v6
	v_fma_f32 v9, v40, v6, v9
	v_cvt_f32_f16 v47, v47
	v_cvt_f32_f16 v41, v41
	v_fma_f32 v9, v47, v41, v9
	v_cvt_f32_f16 v50, v50
	v_cvt_f32_f16 v53, v15
	v_accvgpr_write_b32 a239, v53
	v_accvgpr_read_b32 v53, a239
	v_fma_f32 v9, v50, v53, v9
	v_accvgpr_read_b32 v53, a34
	v_cvt_f32_f16 v15, v53
	v_cvt_f32_f16 v53, v31
	v_accvgpr_write_b32 a34, v53
	v_accvgpr_read_b32 v53, a34
	v_fma_f32 v9, v15, v53, v9
	v_accvgpr_read_b32 v53, a35
	v_cvt_f32_f16 v31, v53
	v_cvt_f32_f16 v53, v45
	v_accvgpr_write_b32 a35, v53
	v_accvgpr_read_b32 v53, a35
	v_fma_f32 v9, v31, v53, v9
	v_accvgpr_read_b32 v53, a36
	v_cvt_f32_f16 v45, v53
	v_cvt_f32_f16 v53, v38
	v_accvgpr_write_b32 a36, v53
	v_accvgpr_read_b32 v53, a36
	v_fma_f32 v9, v45, v53, v9
	v_accvgpr_read_b32 v53, a37
	v_cvt_f32_f16 v38, v53
	v_cvt_f32_f16 v53, v7
	v_accvgpr_write_b32 a37, v53
	v_accvgpr_read_b32 v53, a37
	v_fma_f32 v9, v38, v53, v9
	v_accvgpr_read_b32 v53, a38
	v_cvt_f32_f16 v7, v53
	v_cvt_f32_f16 v53, v23
	v_accvgpr_write_b32 a38, v53
	v_accvgpr_read_b32 v53, a38
	v_fma_f32 v9, v7, v53, v9
	v_accvgpr_read_b32 v53, a39
	v_cvt_f32_f16 v23, v53
	v_cvt_f32_f16 v53, v30
	v_accvgpr_write_b32 a39, v53
	v_accvgpr_read_b32 v53, a39
	v_fma_f32 v9, v23, v53, v9
	v_accvgpr_read_b32 v53, a40
	v_cvt_f32_f16 v30, v53
	v_cvt_f32_f16 v53, v52
	v_accvgpr_write_b32 a40, v53
	v_accvgpr_read_b32 v53, a40
	v_fma_f32 v9, v30, v53, v9
	v_accvgpr_read_b32 v53, a41
	v_cvt_f32_f16 v52, v53
	v_cvt_f32_f16 v53, v22
	v_accvgpr_write_b32 a41, v53
	v_accvgpr_read_b32 v53, a41
	v_fma_f32 v9, v52, v53, v9
	v_accvgpr_read_b32 v53, a42
	v_cvt_f32_f16 v22, v53
	v_cvt_f32_f16 v53, v18
	v_accvgpr_write_b32 a42, v53
	v_accvgpr_read_b32 v53, a42
	v_fma_f32 v9, v22, v53, v9
	v_accvgpr_read_b32 v53, a43
	v_cvt_f32_f16 v18, v53
	v_cvt_f32_f16 v53, v26
	v_accvgpr_write_b32 a43, v53
	v_accvgpr_read_b32 v53, a43
	v_fma_f32 v9, v18, v53, v9
	v_accvgpr_read_b32 v53, a44
	v_cvt_f32_f16 v26, v53
	v_cvt_f32_f16 v53, v34
	v_accvgpr_write_b32 a44, v53
	v_accvgpr_read_b32 v53, a44
	v_fma_f32 v9, v26, v53, v9
	v_accvgpr_read_b32 v53, a45
	v_cvt_f32_f16 v34, v53
	v_cvt_f32_f16 v53, v48
	v_accvgpr_write_b32 a45, v53
	v_accvgpr_read_b32 v53, a45
	v_fma_f32 v9, v34, v53, v9
	v_accvgpr_read_b32 v53, a46
	v_cvt_f32_f16 v48, v53
	v_cvt_f32_f16 v53, v46
	v_accvgpr_write_b32 a46, v53
	v_accvgpr_read_b32 v53, a46
	v_fma_f32 v9, v48, v53, v9
	v_accvgpr_read_b32 v53, a47
	v_cvt_f32_f16 v46, v53
	v_cvt_f32_f16 v53, v10
	v_accvgpr_write_b32 a47, v53
	v_accvgpr_read_b32 v53, a47
	v_fma_f32 v9, v46, v53, v9
	v_accvgpr_read_b32 v53, a48
	v_cvt_f32_f16 v10, v53
	v_cvt_f32_f16 v53, v44
	v_accvgpr_write_b32 a48, v53
	v_accvgpr_read_b32 v53, a48
	v_fma_f32 v9, v10, v53, v9
	v_accvgpr_read_b32 v53, a49
	v_cvt_f32_f16 v44, v53
	v_cvt_f32_f16 v53, v13
	v_accvgpr_write_b32 a49, v53
	v_accvgpr_read_b32 v53, a49
	v_fma_f32 v9, v44, v53, v9
	v_accvgpr_read_b32 v53, a50
	v_cvt_f32_f16 v13, v53
	v_cvt_f32_f16 v53, v17
	v_accvgpr_write_b32 a50, v53
	v_accvgpr_read_b32 v53, a50
	v_fma_f32 v9, v13, v53, v9
	v_accvgpr_read_b32 v53, a51
	v_cvt_f32_f16 v17, v53
	v_cvt_f32_f16 v53, v21
	v_accvgpr_write_b32 a51, v53
	v_accvgpr_read_b32 v53, a51
	v_fma_f32 v9, v17, v53, v9
	v_accvgpr_read_b32 v53, a52
	v_cvt_f32_f16 v21, v53
	v_cvt_f32_f16 v53, v25
	v_accvgpr_write_b32 a52, v53
	v_accvgpr_read_b32 v53, a52
	v_fma_f32 v9, v21, v53, v9
	v_accvgpr_read_b32 v53, a53
	v_cvt_f32_f16 v25, v53
	v_cvt_f32_f16 v53, v29
	v_accvgpr_write_b32 a53, v53
	v_accvgpr_read_b32 v53, a53
	v_fma_f32 v9, v25, v53, v9
	v_accvgpr_read_b32 v53, a54
	v_cvt_f32_f16 v29, v53
	v_cvt_f32_f16 v53, v33
	v_accvgpr_write_b32 a54, v53
	v_accvgpr_read_b32 v53, a54
	v_fma_f32 v9, v29, v53, v9
	v_accvgpr_read_b32 v53, a55
	v_cvt_f32_f16 v33, v53
	v_cvt_f32_f16 v5, v5
	v_fma_f32 v53, v33, v5, v9
	v_accvgpr_write_b32 a55, v53
	v_cvt_f32_f16 v36, v36
	v_accvgpr_read_b32 v53, a19
	v_fma_f32 v9, v0, v36, v53
	v_accvgpr_read_b32 v53, a154
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a154, v53
	v_accvgpr_read_b32 v53, a154
	v_fma_f32 v9, v42, v53, v9
	v_accvgpr_read_b32 v53, a157
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a157, v53
	v_accvgpr_read_b32 v53, a157
	v_fma_f32 v9, v37, v53, v9
	v_accvgpr_read_b32 v53, a160
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a160, v53
	v_accvgpr_read_b32 v53, a160
	v_fma_f32 v9, v3, v53, v9
	v_accvgpr_read_b32 v53, a163
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a163, v53
	v_accvgpr_read_b32 v53, a163
	v_fma_f32 v9, v49, v53, v9
	v_accvgpr_read_b32 v53, a166
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a166, v53
	v_accvgpr_read_b32 v53, a166
	v_fma_f32 v9, v1, v53, v9
	v_accvgpr_read_b32 v53, a169
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a169, v53
	v_accvgpr_read_b32 v53, a169
	v_fma_f32 v9, v39, v53, v9
	v_accvgpr_read_b32 v53, a172
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a172, v53
	v_accvgpr_read_b32 v53, a172
	v_fma_f32 v9, v40, v53, v9
	v_accvgpr_read_b32 v53, a175
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a175, v53
	v_accvgpr_read_b32 v53, a175
	v_fma_f32 v9, v47, v53, v9
	v_accvgpr_read_b32 v53, a178
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a178, v53
	v_accvgpr_read_b32 v53, a178
	v_fma_f32 v9, v50, v53, v9
	v_accvgpr_read_b32 v53, a181
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a181, v53
	v_accvgpr_read_b32 v53, a181
	v_fma_f32 v9, v15, v53, v9
	v_accvgpr_read_b32 v53, a184
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a184, v53
	v_accvgpr_read_b32 v53, a184
	v_fma_f32 v9, v31, v53, v9
	v_accvgpr_read_b32 v53, a187
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a187, v53
	v_accvgpr_read_b32 v53, a187
	v_fma_f32 v9, v45, v53, v9
	v_accvgpr_read_b32 v53, a190
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a190, v53
	v_accvgpr_read_b32 v53, a190
	v_fma_f32 v9, v38, v53, v9
	v_accvgpr_read_b32 v53, a193
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a193, v53
	v_accvgpr_read_b32 v53, a193
	v_fma_f32 v9, v7, v53, v9
	v_accvgpr_read_b32 v53, a196
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a196, v53
	v_accvgpr_read_b32 v53, a196
	v_fma_f32 v9, v23, v53, v9
	v_accvgpr_read_b32 v53, a199
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a199, v53
	v_accvgpr_read_b32 v53, a199
	v_fma_f32 v9, v30, v53, v9
	v_accvgpr_read_b32 v53, a202
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a202, v53
	v_accvgpr_read_b32 v53, a202
	v_fma_f32 v9, v52, v53, v9
	v_accvgpr_read_b32 v53, a205
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a205, v53
	v_accvgpr_read_b32 v53, a205
	v_fma_f32 v9, v22, v53, v9
	v_accvgpr_read_b32 v53, a208
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a208, v53
	v_accvgpr_read_b32 v53, a208
	v_fma_f32 v9, v18, v53, v9
	v_accvgpr_read_b32 v53, a211
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a211, v53
	v_accvgpr_read_b32 v53, a211
	v_fma_f32 v9, v26, v53, v9
	v_accvgpr_read_b32 v53, a214
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a214, v53
	v_accvgpr_read_b32 v53, a214
	v_fma_f32 v9, v34, v53, v9
	v_accvgpr_read_b32 v53, a217
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a217, v53
	v_accvgpr_read_b32 v53, a217
	v_fma_f32 v9, v48, v53, v9
	v_accvgpr_read_b32 v53, a220
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a220, v53
	v_accvgpr_read_b32 v53, a220
	v_fma_f32 v9, v46, v53, v9
	v_accvgpr_read_b32 v53, a223
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a223, v53
	v_accvgpr_read_b32 v53, a223
	v_fma_f32 v9, v10, v53, v9
	v_cvt_f32_f16 v12, v12
	v_fma_f32 v9, v44, v12, v9
	v_cvt_f32_f16 v16, v16
	v_fma_f32 v9, v13, v16, v9
	v_cvt_f32_f16 v20, v20
	v_fma_f32 v9, v17, v20, v9
	v_cvt_f32_f16 v24, v24
	v_fma_f32 v9, v21, v24, v9
	v_cvt_f32_f16 v28, v28
	v_fma_f32 v9, v25, v28, v9
	v_cvt_f32_f16 v32, v32
	v_fma_f32 v9, v29, v32, v9
	v_cvt_f32_f16 v4, v4
	v_fma_f32 v53, v33, v4, v9
	v_accvgpr_write_b32 a240, v53
	v_accvgpr_read_b32 v53, a152
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a152, v53
	v_accvgpr_read_b32 v53, a152
	v_accvgpr_read_b32 v54, a20
	v_fma_f32 v9, v0, v53, v54
	v_accvgpr_read_b32 v53, a155
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a155, v53
	v_accvgpr_read_b32 v53, a155
	v_fma_f32 v9, v42, v53, v9
	v_accvgpr_read_b32 v53, a158
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a158, v53
	v_accvgpr_read_b32 v53, a158
	v_fma_f32 v9, v37, v53, v9
	v_accvgpr_read_b32 v53, a161
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a161, v53
	v_accvgpr_read_b32 v53, a161
	v_fma_f32 v9, v3, v53, v9
	v_accvgpr_read_b32 v53, a164
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a164, v53
	v_accvgpr_read_b32 v53, a164
	v_fma_f32 v9, v49, v53, v9
	v_accvgpr_read_b32 v53, a167
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a167, v53
	v_accvgpr_read_b32 v53, a167
	v_fma_f32 v9, v1, v53, v9
	v_accvgpr_read_b32 v53, a170
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a170, v53
	v_accvgpr_read_b32 v53, a170
	v_fma_f32 v9, v39, v53, v9
	v_accvgpr_read_b32 v53, a173
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a173, v53
	v_accvgpr_read_b32 v53, a173
	v_fma_f32 v9, v40, v53, v9
	v_accvgpr_read_b32 v53, a176
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a176, v53
	v_accvgpr_read_b32 v53, a176
	v_fma_f32 v9, v47, v53, v9
	v_accvgpr_read_b32 v53, a179
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a179, v53
	v_accvgpr_read_b32 v53, a179
	v_fma_f32 v9, v50, v53, v9
	v_accvgpr_read_b32 v53, a182
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a182, v53
	v_accvgpr_read_b32 v53, a182
	v_fma_f32 v9, v15, v53, v9
	v_accvgpr_read_b32 v53, a185
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a185, v53
	v_accvgpr_read_b32 v53, a185
	v_fma_f32 v9, v31, v53, v9
	v_accvgpr_read_b32 v53, a188
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a188, v53
	v_accvgpr_read_b32 v53, a188
	v_fma_f32 v9, v45, v53, v9
	v_accvgpr_read_b32 v53, a191
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a191, v53
	v_accvgpr_read_b32 v53, a191
	v_fma_f32 v9, v38, v53, v9
	v_accvgpr_read_b32 v53, a194
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a194, v53
	v_accvgpr_read_b32 v53, a194
	v_fma_f32 v9, v7, v53, v9
	v_accvgpr_read_b32 v53, a197
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a197, v53
	v_accvgpr_read_b32 v53, a197
	v_fma_f32 v9, v23, v53, v9
	v_accvgpr_read_b32 v53, a200
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a200, v53
	v_accvgpr_read_b32 v53, a200
	v_fma_f32 v9, v30, v53, v9
	v_accvgpr_read_b32 v53, a203
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a203, v53
	v_accvgpr_read_b32 v53, a203
	v_fma_f32 v9, v52, v53, v9
	v_accvgpr_read_b32 v53, a206
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a206, v53
	v_accvgpr_read_b32 v53, a206
	v_fma_f32 v9, v22, v53, v9
	v_accvgpr_read_b32 v53, a209
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a209, v53
	v_accvgpr_read_b32 v53, a209
	v_fma_f32 v9, v18, v53, v9
	v_accvgpr_read_b32 v53, a212
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a212, v53
	v_accvgpr_read_b32 v53, a212
	v_fma_f32 v9, v26, v53, v9
	v_accvgpr_read_b32 v53, a215
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a215, v53
	v_accvgpr_read_b32 v53, a215
	v_fma_f32 v9, v34, v53, v9
	v_accvgpr_read_b32 v53, a218
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a218, v53
	v_accvgpr_read_b32 v53, a218
	v_fma_f32 v9, v48, v53, v9
	v_accvgpr_read_b32 v53, a221
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a221, v53
	v_accvgpr_read_b32 v53, a221
	v_fma_f32 v9, v46, v53, v9
	v_accvgpr_read_b32 v53, a224
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a224, v53
	v_accvgpr_read_b32 v53, a224
	v_fma_f32 v9, v10, v53, v9
	v_accvgpr_read_b32 v53, a226
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a226, v53
	v_accvgpr_read_b32 v53, a226
	v_fma_f32 v9, v44, v53, v9
	v_accvgpr_read_b32 v53, a228
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a228, v53
	v_accvgpr_read_b32 v53, a228
	v_fma_f32 v9, v13, v53, v9
	v_accvgpr_read_b32 v53, a230
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a230, v53
	v_accvgpr_read_b32 v53, a230
	v_fma_f32 v9, v17, v53, v9
	v_accvgpr_read_b32 v53, a232
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a232, v53
	v_accvgpr_read_b32 v53, a232
	v_fma_f32 v9, v21, v53, v9
	v_accvgpr_read_b32 v53, a234
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a234, v53
	v_accvgpr_read_b32 v53, a234
	v_fma_f32 v9, v25, v53, v9
	v_accvgpr_read_b32 v53, a236
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a236, v53
	v_accvgpr_read_b32 v53, a236
	v_fma_f32 v9, v29, v53, v9
	v_cvt_f32_f16 v8, v8
	v_fma_f32 v53, v33, v8, v9
	v_accvgpr_write_b32 a241, v53
	v_accvgpr_read_b32 v53, a153
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a153, v53
	v_accvgpr_read_b32 v53, a153
	v_accvgpr_read_b32 v54, a21
	v_fma_f32 v0, v0, v53, v54
	v_accvgpr_read_b32 v53, a156
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a156, v53
	v_accvgpr_read_b32 v53, a156
	v_fma_f32 v0, v42, v53, v0
	v_accvgpr_read_b32 v53, a159
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a159, v53
	v_accvgpr_read_b32 v53, a159
	v_fma_f32 v0, v37, v53, v0
	v_accvgpr_read_b32 v53, a162
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a162, v53
	v_accvgpr_read_b32 v53, a162
	v_fma_f32 v0, v3, v53, v0
	v_accvgpr_read_b32 v53, a165
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a165, v53
	v_accvgpr_read_b32 v53, a165
	v_fma_f32 v0, v49, v53, v0
	v_accvgpr_read_b32 v53, a168
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a168, v53
	v_accvgpr_read_b32 v53, a168
	v_fma_f32 v0, v1, v53, v0
	v_accvgpr_read_b32 v53, a171
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a171, v53
	v_accvgpr_read_b32 v53, a171
	v_fma_f32 v0, v39, v53, v0
	v_accvgpr_read_b32 v53, a174
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a174, v53
	v_accvgpr_read_b32 v53, a174
	v_fma_f32 v0, v40, v53, v0
	v_accvgpr_read_b32 v53, a177
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a177, v53
	v_accvgpr_read_b32 v53, a177
	v_fma_f32 v0, v47, v53, v0
	v_accvgpr_read_b32 v53, a180
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a180, v53
	v_accvgpr_read_b32 v53, a180
	v_fma_f32 v0, v50, v53, v0
	v_accvgpr_read_b32 v53, a183
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a183, v53
	v_accvgpr_read_b32 v53, a183
	v_fma_f32 v0, v15, v53, v0
	v_accvgpr_read_b32 v53, a186
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a186, v53
	v_accvgpr_read_b32 v53, a186
	v_fma_f32 v0, v31, v53, v0
	v_accvgpr_read_b32 v53, a189
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a189, v53
	v_accvgpr_read_b32 v53, a189
	v_fma_f32 v0, v45, v53, v0
	v_accvgpr_read_b32 v53, a192
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a192, v53
	v_accvgpr_read_b32 v53, a192
	v_fma_f32 v0, v38, v53, v0
	v_accvgpr_read_b32 v53, a195
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a195, v53
	v_accvgpr_read_b32 v53, a195
	v_fma_f32 v0, v7, v53, v0
	v_accvgpr_read_b32 v53, a198
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a198, v53
	v_accvgpr_read_b32 v53, a198
	v_fma_f32 v0, v23, v53, v0
	v_accvgpr_read_b32 v53, a201
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a201, v53
	v_accvgpr_read_b32 v53, a201
	v_fma_f32 v0, v30, v53, v0
	v_accvgpr_read_b32 v53, a204
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a204, v53
	v_accvgpr_read_b32 v53, a204
	v_fma_f32 v0, v52, v53, v0
	v_accvgpr_read_b32 v53, a207
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a207, v53
	v_accvgpr_read_b32 v53, a207
	v_fma_f32 v0, v22, v53, v0
	v_accvgpr_read_b32 v53, a210
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a210, v53
	v_accvgpr_read_b32 v53, a210
	v_fma_f32 v0, v18, v53, v0
	v_accvgpr_read_b32 v53, a213
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a213, v53
	v_accvgpr_read_b32 v53, a213
	v_fma_f32 v0, v26, v53, v0
	v_accvgpr_read_b32 v53, a216
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a216, v53
	v_accvgpr_read_b32 v53, a216
	v_fma_f32 v0, v34, v53, v0
	v_accvgpr_read_b32 v53, a219
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a219, v53
	v_accvgpr_read_b32 v53, a219
	v_fma_f32 v0, v48, v53, v0
	v_accvgpr_read_b32 v53, a222
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a222, v53
	v_accvgpr_read_b32 v53, a222
	v_fma_f32 v0, v46, v53, v0
	v_accvgpr_read_b32 v53, a225
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a225, v53
	v_accvgpr_read_b32 v53, a225
	v_fma_f32 v0, v10, v53, v0
	v_accvgpr_read_b32 v53, a227
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a227, v53
	v_accvgpr_read_b32 v53, a227
	v_fma_f32 v0, v44, v53, v0
	v_accvgpr_read_b32 v53, a229
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a229, v53
	v_accvgpr_read_b32 v53, a229
	v_fma_f32 v0, v13, v53, v0
	v_accvgpr_read_b32 v53, a231
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a231, v53
	v_accvgpr_read_b32 v53, a231
	v_fma_f32 v0, v17, v53, v0
	v_accvgpr_read_b32 v53, a233
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a233, v53
	v_accvgpr_read_b32 v53, a233
	v_fma_f32 v0, v21, v53, v0
	v_accvgpr_read_b32 v53, a235
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a235, v53
	v_accvgpr_read_b32 v53, a235
	v_fma_f32 v0, v25, v53, v0
	v_accvgpr_read_b32 v53, a237
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a237, v53
	v_accvgpr_read_b32 v53, a237
	v_fma_f32 v0, v29, v53, v0
	v_accvgpr_read_b32 v53, a238
	v_cvt_f32_f16 v53, v53
	v_accvgpr_write_b32 a238, v53
	v_accvgpr_read_b32 v53, a238
	v_fma_f32 v53, v33, v53, v0
	v_accvgpr_write_b32 a242, v53
	v_accvgpr_read_b32 v53, a56
	v_cvt_f32_f16 v33, v53
	v_accvgpr_read_b32 v53, a22
	v_fma_f32 v0, v33, v2, v53
	v_accvgpr_read_b32 v53, a57
	v_cvt_f32_f16 v29, v53
	v_fma_f32 v0, v29, v43, v0
	v_accvgpr_read_b32 v53, a58
	v_cvt_f32_f16 v25, v53
	v_fma_f32 v0, v25, v11, v0
	v_accvgpr_read_b32 v53, a59
	v_cvt_f32_f16 v21, v53
	v_fma_f32 v0, v21, v35, v0
	v_accvgpr_read_b32 v53, a60
	v_cvt_f32_f16 v17, v53
	v_fma_f32 v0, v17, v27, v0
	v_accvgpr_read_b32 v53, a61
	v_cvt_f32_f16 v13, v53
	v_fma_f32 v0, v13, v19, v0
	v_accvgpr_read_b32 v53, a62
	v_cvt_f32_f16 v44, v53
	v_fma_f32 v0, v44, v14, v0
	v_accvgpr_read_b32 v53, a63
	v_cvt_f32_f16 v10, v53
	v_fma_f32 v0, v10, v6, v0
	v_accvgpr_read_b32 v53, a64
	v_cvt_f32_f16 v46, v53
	v_fma_f32 v0, v46, v41, v0
	v_accvgpr_read_b32 v53, a65
	v_cvt_f32_f16 v48, v53
	v_accvgpr_read_b32 v53, a239
	v_fma_f32 v0, v48, v53, v0
	v_accvgpr_read_b32 v53, a66
	v_cvt_f32_f16 v34, v53
	v_accvgpr_read_b32 v53, a34
	v_fma_f32 v0, v34, v53, v0
	v_accvgpr_read_b32 v53, a67
	v_cvt_f32_f16 v26, v53
	v_accvgpr_read_b32 v53, a35
	v_fma_f32 v0, v26, v53, v0
	v_accvgpr_read_b32 v53, a68
	v_cvt_f32_f16 v18, v53
	v_accvgpr_read_b32 v53, a36
	v_fma_f32 v0, v18, v53, v0
	v_accvgpr_read_b32 v53, a69
	v_cvt_f32_f16 v22, v53
	v_accvgpr_read_b32 v53, a37
	v_fma_f32 v0, v22, v53, v0
	v_accvgpr_read_b32 v53, a70
	v_cvt_f32_f16 v52, v53
	v_accvgpr_read_b32 v53, a38
	v_fma_f32 v0, v52, v53, v0
	v_accvgpr_read_b32 v53, a71
	v_cvt_f32_f16 v30, v53
	v_accvgpr_read_b32 v53, a39
	v_fma_f32 v0, v30, v53, v0
	v_accvgpr_read_b32 v53, a72
	v_cvt_f32_f16 v23, v53
	v_accvgpr_read_b32 v53, a40
	v_fma_f32 v0, v23, v53, v0
	v_accvgpr_read_b32 v53, a73
	v_cvt_f32_f16 v7, v53
	v_accvgpr_read_b32 v53, a41
	v_fma_f32 v0, v7, v53, v0
	v_accvgpr_read_b32 v53, a74
	v_cvt_f32_f16 v38, v53
	v_accvgpr_read_b32 v53, a42
	v_fma_f32 v0, v38, v53, v0
	v_accvgpr_read_b32 v53, a75
	v_cvt_f32_f16 v45, v53
	v_accvgpr_read_b32 v53, a43
	v_fma_f32 v0, v45, v53, v0
	v_accvgpr_read_b32 v53, a76
	v_cvt_f32_f16 v31, v53
	v_accvgpr_read_b32 v53, a44
	v_fma_f32 v0, v31, v53, v0
	v_accvgpr_read_b32 v53, a77
	v_cvt_f32_f16 v15, v53
	v_accvgpr_read_b32 v53, a45
	v_fma_f32 v0, v15, v53, v0
	v_accvgpr_read_b32 v53, a78
	v_cvt_f32_f16 v50, v53
	v_accvgpr_read_b32 v53, a46
	v_fma_f32 v0, v50, v53, v0
	v_accvgpr_read_b32 v53, a79
	v_cvt_f32_f16 v47, v53
	v_accvgpr_read_b32 v53, a47
	v_fma_f32 v0, v47, v53, v0
	v_accvgpr_read_b32 v53, a80
	v_cvt_f32_f16 v40, v53
	v_accvgpr_read_b32 v53, a48
	v_fma_f32 v0, v40, v53, v0
	v_accvgpr_read_b32 v53, a81
	v_cvt_f32_f16 v39, v53
	v_accvgpr_read_b32 v53, a49
	v_fma_f32 v0, v39, v53, v0
	v_accvgpr_read_b32 v53, a82
	v_cvt_f32_f16 v1, v53
	v_accvgpr_read_b32 v53, a50
	v_fma_f32 v0, v1, v53, v0
	v_accvgpr_read_b32 v53, a83
	v_cvt_f32_f16 v49, v53
	v_accvgpr_read_b32 v53, a51
	v_fma_f32 v0, v49, v53, v0
	v_accvgpr_read_b32 v53, a84
	v_cvt_f32_f16 v3, v53
	v_accvgpr_read_b32 v53, a52
	v_fma_f32 v0, v3, v53, v0
	v_accvgpr_read_b32 v53, a85
	v_cvt_f32_f16 v37, v53
	v_accvgpr_read_b32 v53, a53
	v_fma_f32 v0, v37, v53, v0
	v_accvgpr_read_b32 v53, a86
	v_cvt_f32_f16 v42, v53
	v_accvgpr_read_b32 v53, a54
	v_fma_f32 v0, v42, v53, v0
	v_accvgpr_read_b32 v53, a87
	v_cvt_f32_f16 v9, v53
	v_fma_f32 v53, v9, v5, v0
	v_accvgpr_write_b32 a56, v53
	v_accvgpr_read_b32 v53, a23
	v_fma_f32 v0, v33, v36, v53
	v_accvgpr_read_b32 v53, a154
	v_fma_f32 v0, v29, v53, v0
	v_accvgpr_read_b32 v53, a157
	v_fma_f32 v0, v25, v53, v0
	v_accvgpr_read_b32 v53, a160
	v_fma_f32 v0, v21, v53, v0
	v_accvgpr_read_b32 v53, a163
	v_fma_f32 v0, v17, v53, v0
	v_accvgpr_read_b32 v53, a166
	v_fma_f32 v0, v13, v53, v0
	v_accvgpr_read_b32 v53, a169
	v_fma_f32 v0, v44, v53, v0
	v_accvgpr_read_b32 v53, a172
	v_fma_f32 v0, v10, v53, v0
	v_accvgpr_read_b32 v53, a175
	v_fma_f32 v0, v46, v53, v0
	v_accvgpr_read_b32 v53, a178
	v_fma_f32 v0, v48, v53, v0
	v_accvgpr_read_b32 v53, a181
	v_fma_f32 v0, v34, v53, v0
	v_accvgpr_read_b32 v53, a184
	v_fma_f32 v0, v26, v53, v0
	v_accvgpr_read_b32 v53, a187
	v_fma_f32 v0, v18, v53, v0
	v_accvgpr_read_b32 v53, a190
	v_fma_f32 v0, v22, v53, v0
	v_accvgpr_read_b32 v53, a193
	v_fma_f32 v0, v52, v53, v0
	v_accvgpr_read_b32 v53, a196
	v_fma_f32 v0, v30, v53, v0
	v_accvgpr_read_b32 v53, a199
	v_fma_f32 v0, v23, v53, v0
	v_accvgpr_read_b32 v53, a202
	v_fma_f32 v0, v7, v53, v0
	v_accvgpr_read_b32 v53, a205
	v_fma_f32 v0, v38, v53, v0
	v_accvgpr_read_b32 v53, a208
	v_fma_f32 v0, v45, v53, v0
	v_accvgpr_read_b32 v53, a211
	v_fma_f32 v0, v31, v53, v0
	v_accvgpr_read_b32 v53, a214
	v_fma_f32 v0, v15, v53, v0
	v_accvgpr_read_b32 v53, a217
	v_fma_f32 v0, v50, v53, v0
	v_accvgpr_read_b32 v53, a220
	v_fma_f32 v0, v47, v53, v0
	v_accvgpr_read_b32 v53, a223
	v_fma_f32 v0, v40, v53, v0
	v_fma_f32 v0, v39, v12, v0
	v_fma_f32 v0, v1, v16, v0
	v_fma_f32 v0, v49, v20, v0
	v_fma_f32 v0, v3, v24, v0
	v_fma_f32 v0, v37, v28, v0
	v_fma_f32 v0, v42, v32, v0
	v_fma_f32 v53, v9, v4, v0
	v_accvgpr_write_b32 a57, v53
	v_accvgpr_read_b32 v53, a152
	v_accvgpr_read_b32 v54, a24
	v_fma_f32 v0, v33, v53, v54
	v_accvgpr_read_b32 v53, a155
	v_fma_f32 v0, v29, v53, v0
	v_accvgpr_read_b32 v53, a158
	v_fma_f32 v0, v25, v53, v0
	v_accvgpr_read_b32 v53, a161
	v_fma_f32 v0, v21, v53, v0
	v_accvgpr_read_b32 v53, a164
	v_fma_f32 v0, v17, v53, v0
	v_accvgpr_read_b32 v53, a167
	v_fma_f32 v0, v13, v53, v0
	v_accvgpr_read_b32 v53, a170
	v_fma_f32 v0, v44, v53, v0
	v_accvgpr_read_b32 v53, a173
	v_fma_f32 v0, v10, v53, v0
	v_accvgpr_read_b32 v53, a176
	v_fma_f32 v0, v46, v53, v0
	v_accvgpr_read_b32 v53, a179
	v_fma_f32 v0, v48, v53, v0
	v_accvgpr_read_b32 v53, a182
	v_fma_f32 v0, v34, v53, v0
	v_accvgpr_read_b32 v53, a185
	v_fma_f32 v0, v26, v53, v0
	v_accvgpr_read_b32 v53, a188
	v_fma_f32 v0, v18, v53, v0
	v_accvgpr_read_b32 v53, a191
	v_fma_f32 v0, v22, v53, v0
	v_accvgpr_read_b32 v53, a194
	v_fma_f32 v0, v52, v53, v0
	v_accvgpr_read_b32 v53, a197
	v_fma_f32 v0, v30, v53, v0
	v_accvgpr_read_b32 v53, a200
	v_fma_f32 v0, v23, v53, v0
	v_accvgpr_read_b32 v53, a203
	v_fma_f32 v0, v7, v53, v0
	v_accvgpr_read_b32 v53, a206
	v_fma_f32 v0, v38, v53, v0
	v_accvgpr_read_b32 v53, a209
	v_fma_f32 v0, v45, v53, v0
	v_accvgpr_read_b32 v53, a212
	v_fma_f32 v0, v31, v53, v0
	v_accvgpr_read_b32 v53, a215
	v_fma_f32 v0, v15, v53, v0
	v_accvgpr_read_b32 v53, a218
	v_fma_f32 v0, v50, v53, v0
	v_accvgpr_read_b32 v53, a221
	v_fma_f32 v0, v47, v53, v0
	v_accvgpr_read_b32 v53, a224
	v_fma_f32 v0, v40, v53, v0
	v_accvgpr_read_b32 v53, a226
	v_fma_f32 v0, v39, v53, v0
	v_accvgpr_read_b32 v53, a228
	v_fma_f32 v0, v1, v53, v0
	v_accvgpr_read_b32 v53, a230
	v_fma_f32 v0, v49, v53, v0
	v_accvgpr_read_b32 v53, a232
	v_fma_f32 v0, v3, v53, v0
	v_accvgpr_read_b32 v53, a234
	v_fma_f32 v0, v37, v53, v0
	v_accvgpr_read_b32 v53, a236
	v_fma_f32 v0, v42, v53, v0
	v_fma_f32 v53, v9, v8, v0
	v_accvgpr_write_b32 a58, v53
	v_accvgpr_read_b32 v53, a153
	v_accvgpr_read_b32 v54, a25
	v_fma_f32 v33, v33, v53, v54
	v_accvgpr_read_b32 v53, a156
	v_fma_f32 v29, v29, v53, v33
	v_accvgpr_read_b32 v53, a159
	v_fma_f32 v25, v25, v53, v29
	v_accvgpr_read_b32 v53, a162
	v_fma_f32 v21, v21, v53, v25
	v_accvgpr_read_b32 v53, a165
	v_fma_f32 v17, v17, v53, v21
	v_accvgpr_read_b32 v53, a168
	v_fma_f32 v13, v13, v53, v17
	v_accvgpr_read_b32 v53, a171
	v_fma_f32 v44, v44, v53, v13
	v_accvgpr_read_b32 v53, a174
	v_fma_f32 v44, v10, v53, v44
	v_accvgpr_read_b32 v53, a177
	v_fma_f32 v44, v46, v53, v44
	v_accvgpr_read_b32 v53, a180
	v_fma_f32 v44, v48, v53, v44
	v_accvgpr_read_b32 v53, a183
	v_fma_f32 v44, v34, v53, v44
	v_accvgpr_read_b32 v53, a186
	v_fma_f32 v44, v26, v53, v44
	v_accvgpr_read_b32 v53, a189
	v_fma_f32 v44, v18, v53, v44
	v_accvgpr_read_b32 v53, a192
	v_fma_f32 v44, v22, v53, v44
	v_accvgpr_read_b32 v53, a195
	v_fma_f32 v44, v52, v53, v44
	v_accvgpr_read_b32 v53, a198
	v_fma_f32 v44, v30, v53, v44
	v_accvgpr_read_b32 v53, a201
	v_fma_f32 v44, v23, v53, v44
	v_accvgpr_read_b32 v53, a204
	v_fma_f32 v44, v7, v53, v44
	v_accvgpr_read_b32 v53, a207
	v_fma_f32 v38, v38, v53, v44
	v_accvgpr_read_b32 v53, a210
	v_fma_f32 v38, v45, v53, v38
	v_accvgpr_read_b32 v53, a213
	v_fma_f32 v38, v31, v53, v38
	v_accvgpr_read_b32 v53, a216
	v_fma_f32 v38, v15, v53, v38
	v_accvgpr_read_b32 v53, a219
	v_fma_f32 v38, v50, v53, v38
	v_accvgpr_read_b32 v53, a222
	v_fma_f32 v38, v47, v53, v38
	v_accvgpr_read_b32 v53, a225
	v_fma_f32 v38, v40, v53, v38
	v_accvgpr_read_b32 v53, a227
	v_fma_f32 v38, v39, v53, v38
	v_accvgpr_read_b32 v53, a229
	v_fma_f32 v1, v1, v53, v38
	v_accvgpr_read_b32 v53, a231
	v_fma_f32 v1, v49, v53, v1
	v_accvgpr_read_b32 v53, a233
	v_fma_f32 v1, v3, v53, v1
	v_accvgpr_read_b32 v53, a235
	v_fma_f32 v1, v37, v53, v1
	v_accvgpr_read_b32 v53, a237
	v_fma_f32 v1, v42, v53, v1
	v_accvgpr_read_b32 v53, a238
	v_fma_f32 v53, v9, v53, v1
	v_accvgpr_write_b32 a59, v53
	v_accvgpr_read_b32 v53, a88
	v_cvt_f32_f16 v3, v53
	v_accvgpr_read_b32 v53, a26
	v_fma_f32 v37, v3, v2, v53
	v_accvgpr_read_b32 v53, a89
	v_cvt_f32_f16 v38, v53
	v_fma_f32 v37, v38, v43, v37
	v_accvgpr_read_b32 v53, a90
	v_cvt_f32_f16 v39, v53
	v_fma_f32 v37, v39, v11, v37
	v_accvgpr_read_b32 v53, a91
	v_cvt_f32_f16 v40, v53
	v_fma_f32 v37, v40, v35, v37
	v_accvgpr_read_b32 v53, a92
	v_cvt_f32_f16 v42, v53
	v_fma_f32 v37, v42, v27, v37
	v_accvgpr_read_b32 v53, a93
	v_cvt_f32_f16 v44, v53
	v_fma_f32 v37, v44, v19, v37
	v_accvgpr_read_b32 v53, a94
	v_cvt_f32_f16 v45, v53
	v_fma_f32 v37, v45, v14, v37
	v_accvgpr_read_b32 v53, a95
	v_cvt_f32_f16 v46, v53
	v_fma_f32 v37, v46, v6, v37
	v_accvgpr_read_b32 v53, a96
	v_cvt_f32_f16 v47, v53
	v_fma_f32 v37, v47, v41, v37
	v_accvgpr_read_b32 v53, a97
	v_cvt_f32_f16 v48, v53
	v_accvgpr_read_b32 v53, a239
	v_fma_f32 v37, v48, v53, v37
	v_accvgpr_read_b32 v53, a98
	v_cvt_f32_f16 v49, v53
	v_accvgpr_read_b32 v53, a34
	v_fma_f32 v37, v49, v53, v37
	v_accvgpr_read_b32 v53, a99
	v_cvt_f32_f16 v50, v53
	v_accvgpr_read_b32 v53, a35
	v_fma_f32 v37, v50, v53, v37
	v_accvgpr_read_b32 v53, a100
	v_cvt_f32_f16 v52, v53
	v_accvgpr_read_b32 v53, a36
	v_fma_f32 v37, v52, v53, v37
	v_accvgpr_read_b32 v53, a101
	v_cvt_f32_f16 v7, v53
	v_accvgpr_read_b32 v53, a37
	v_fma_f32 v37, v7, v53, v37
	v_accvgpr_read_b32 v53, a102
	v_cvt_f32_f16 v9, v53
	v_accvgpr_read_b32 v53, a38
	v_fma_f32 v37, v9, v53, v37
	v_accvgpr_read_b32 v53, a103
	v_cvt_f32_f16 v10, v53
	v_accvgpr_read_b32 v53, a39
	v_fma_f32 v37, v10, v53, v37
	v_accvgpr_read_b32 v53, a104
	v_cvt_f32_f16 v13, v53
	v_accvgpr_read_b32 v53, a40
	v_fma_f32 v37, v13, v53, v37
	v_accvgpr_read_b32 v53, a105
	v_cvt_f32_f16 v15, v53
	v_accvgpr_read_b32 v53, a41
	v_fma_f32 v37, v15, v53, v37
	v_accvgpr_read_b32 v53, a106
	v_cvt_f32_f16 v17, v53
	v_accvgpr_read_b32 v53, a42
	v_fma_f32 v37, v17, v53, v37
	v_accvgpr_read_b32 v53, a107
	v_cvt_f32_f16 v18, v53
	v_accvgpr_read_b32 v53, a43
	v_fma_f32 v37, v18, v53, v37
	v_accvgpr_read_b32 v53, a108
	v_cvt_f32_f16 v21, v53
	v_accvgpr_read_b32 v53, a44
	v_fma_f32 v37, v21, v53, v37
	v_accvgpr_read_b32 v53, a109
	v_cvt_f32_f16 v22, v53
	v_accvgpr_read_b32 v53, a45
	v_fma_f32 v37, v22, v53, v37
	v_accvgpr_read_b32 v53, a110
	v_cvt_f32_f16 v23, v53
	v_accvgpr_read_b32 v53, a46
	v_fma_f32 v37, v23, v53, v37
	v_accvgpr_read_b32 v53, a111
	v_cvt_f32_f16 v25, v53
	v_accvgpr_read_b32 v53, a47
	v_fma_f32 v37, v25, v53, v37
	v_accvgpr_read_b32 v53, a112
	v_cvt_f32_f16 v26, v53
	v_accvgpr_read_b32 v53, a48
	v_fma_f32 v37, v26, v53, v37
	v_accvgpr_read_b32 v53, a113
	v_cvt_f32_f16 v29, v53
	v_accvgpr_read_b32 v53, a49
	v_fma_f32 v37, v29, v53, v37
	v_accvgpr_read_b32 v53, a114
	v_cvt_f32_f16 v30, v53
	v_accvgpr_read_b32 v53, a50
	v_fma_f32 v37, v30, v53, v37
	v_accvgpr_read_b32 v53, a115
	v_cvt_f32_f16 v31, v53
	v_accvgpr_read_b32 v53, a51
	v_fma_f32 v37, v31, v53, v37
	v_accvgpr_read_b32 v53, a116
	v_cvt_f32_f16 v33, v53
	v_accvgpr_read_b32 v53, a52
	v_fma_f32 v37, v33, v53, v37
	v_accvgpr_read_b32 v53, a117
	v_cvt_f32_f16 v34, v53
	v_accvgpr_read_b32 v53, a53
	v_fma_f32 v37, v34, v53, v37
	v_accvgpr_read_b32 v53, a118
	v_cvt_f32_f16 v1, v53
	v_accvgpr_read_b32 v53, a54
	v_fma_f32 v37, v1, v53, v37
	v_accvgpr_read_b32 v53, a119
	v_cvt_f32_f16 v0, v53
	v_fma_f32 v53, v0, v5, v37
	v_accvgpr_write_b32 a60, v53
	v_accvgpr_read_b32 v53, a27
	v_fma_f32 v37, v3, v36, v53
	v_accvgpr_read_b32 v53, a154
	v_fma_f32 v37, v38, v53, v37
	v_accvgpr_read_b32 v53, a157
	v_fma_f32 v37, v39, v53, v37
	v_accvgpr_read_b32 v53, a160
	v_fma_f32 v37, v40, v53, v37
	v_accvgpr_read_b32 v53, a163
	v_fma_f32 v37, v42, v53, v37
	v_accvgpr_read_b32 v53, a166
	v_fma_f32 v37, v44, v53, v37
	v_accvgpr_read_b32 v53, a169
	v_fma_f32 v37, v45, v53, v37
	v_accvgpr_read_b32 v53, a172
	v_fma_f32 v37, v46, v53, v37
	v_accvgpr_read_b32 v53, a175
	v_fma_f32 v37, v47, v53, v37
	v_accvgpr_read_b32 v53, a178
	v_fma_f32 v37, v48, v53, v37
	v_accvgpr_read_b32 v53, a181
	v_fma_f32 v37, v49, v53, v37
	v_accvgpr_read_b32 v53, a184
	v_fma_f32 v37, v50, v53, v37
	v_accvgpr_read_b32 v53, a187
	v_fma_f32 v37, v52, v53, v37
	v_accvgpr_read_b32 v53, a190
	v_fma_f32 v37, v7, v53, v37
	v_accvgpr_read_b32 v53, a193
	v_fma_f32 v37, v9, v53, v37
	v_accvgpr_read_b32 v53, a196
	v_fma_f32 v37, v10, v53, v37
	v_accvgpr_read_b32 v53, a199
	v_fma_f32 v37, v13, v53, v37
	v_accvgpr_read_b32 v53, a202
	v_fma_f32 v37, v15, v53, v37
	v_accvgpr_read_b32 v53, a205
	v_fma_f32 v37, v17, v53, v37
	v_accvgpr_read_b32 v53, a208
	v_fma_f32 v37, v18, v53, v37
	v_accvgpr_read_b32 v53, a211
	v_fma_f32 v37, v21, v53, v37
	v_accvgpr_read_b32 v53, a214
	v_fma_f32 v37, v22, v53, v37
	v_accvgpr_read_b32 v53, a217
	v_fma_f32 v37, v23, v53, v37
	v_accvgpr_read_b32 v53, a220
	v_fma_f32 v37, v25, v53, v37
	v_accvgpr_read_b32 v53, a223
	v_fma_f32 v37, v26, v53, v37
	v_fma_f32 v37, v29, v12, v37
	v_fma_f32 v37, v30, v16, v37
	v_fma_f32 v37, v31, v20, v37
	v_fma_f32 v37, v33, v24, v37
	v_fma_f32 v37, v34, v28, v37
	v_fma_f32 v37, v1, v32, v37
	v_fma_f32 v53, v0, v4, v37
	v_accvgpr_write_b32 a61, v53
	v_accvgpr_read_b32 v53, a152
	v_accvgpr_read_b32 v54, a28
	v_fma_f32 v37, v3, v53, v54
	v_accvgpr_read_b32 v53, a155
	v_fma_f32 v37, v38, v53, v37
	v_accvgpr_read_b32 v53, a158
	v_fma_f32 v37, v39, v53, v37
	v_accvgpr_read_b32 v53, a161
	v_fma_f32 v37, v40, v53, v37
	v_accvgpr_read_b32 v53, a164
	v_fma_f32 v37, v42, v53, v37
	v_accvgpr_read_b32 v53, a167
	v_fma_f32 v37, v44, v53, v37
	v_accvgpr_read_b32 v53, a170
	v_fma_f32 v37, v45, v53, v37
	v_accvgpr_read_b32 v53, a173
	v_fma_f32 v37, v46, v53, v37
	v_accvgpr_read_b32 v53, a176
	v_fma_f32 v37, v47, v53, v37
	v_accvgpr_read_b32 v53, a179
	v_fma_f32 v37, v48, v53, v37
	v_accvgpr_read_b32 v53, a182
	v_fma_f32 v37, v49, v53, v37
	v_accvgpr_read_b32 v53, a185
	v_fma_f32 v37, v50, v53, v37
	v_accvgpr_read_b32 v53, a188
	v_fma_f32 v37, v52, v53, v37
	v_accvgpr_read_b32 v53, a191
	v_fma_f32 v37, v7, v53, v37
	v_accvgpr_read_b32 v53, a194
	v_fma_f32 v37, v9, v53, v37
	v_accvgpr_read_b32 v53, a197
	v_fma_f32 v37, v10, v53, v37
	v_accvgpr_read_b32 v53, a200
	v_fma_f32 v37, v13, v53, v37
	v_accvgpr_read_b32 v53, a203
	v_fma_f32 v37, v15, v53, v37
	v_accvgpr_read_b32 v53, a206
	v_fma_f32 v37, v17, v53, v37
	v_accvgpr_read_b32 v53, a209
	v_fma_f32 v37, v18, v53, v37
	v_accvgpr_read_b32 v53, a212
	v_fma_f32 v37, v21, v53, v37
	v_accvgpr_read_b32 v53, a215
	v_fma_f32 v37, v22, v53, v37
	v_accvgpr_read_b32 v53, a218
	v_fma_f32 v37, v23, v53, v37
	v_accvgpr_read_b32 v53, a221
	v_fma_f32 v37, v25, v53, v37
	v_accvgpr_read_b32 v53, a224
	v_fma_f32 v37, v26, v53, v37
	v_accvgpr_read_b32 v53, a226
	v_fma_f32 v37, v29, v53, v37
	v_accvgpr_read_b32 v53, a228
	v_fma_f32 v37, v30, v53, v37
	v_accvgpr_read_b32 v53, a230
	v_fma_f32 v37, v31, v53, v37
	v_accvgpr_read_b32 v53, a232
	v_fma_f32 v37, v33, v53, v37
	v_accvgpr_read_b32 v53, a234
	v_fma_f32 v37, v34, v53, v37
	v_accvgpr_read_b32 v53, a236
	v_fma_f32 v37, v1, v53, v37
	v_fma_f32 v37, v0, v8, v37
	v_accvgpr_read_b32 v53, a153
	v_accvgpr_read_b32 v54, a29
	v_fma_f32 v3, v3, v53, v54
	v_accvgpr_read_b32 v53, a156
	v_fma_f32 v3, v38, v53, v3
	v_accvgpr_read_b32 v53, a159
	v_fma_f32 v3, v39, v53, v3
	v_accvgpr_read_b32 v53, a162
	v_fma_f32 v3, v40, v53, v3
	v_accvgpr_read_b32 v53, a165
	v_fma_f32 v3, v42, v53, v3
	v_accvgpr_read_b32 v53, a168
	v_fma_f32 v3, v44, v53, v3
	v_accvgpr_read_b32 v53, a171
	v_fma_f32 v3, v45, v53, v3
	v_accvgpr_read_b32 v53, a174
	v_fma_f32 v3, v46, v53, v3
	v_accvgpr_read_b32 v53, a177
	v_fma_f32 v3, v47, v53, v3
	v_accvgpr_read_b32 v53, a180
	v_fma_f32 v3, v48, v53, v3
	v_accvgpr_read_b32 v53, a183
	v_fma_f32 v3, v49, v53, v3
	v_accvgpr_read_b32 v53, a186
	v_fma_f32 v3, v50, v53, v3
	v_accvgpr_read_b32 v53, a189
	v_fma_f32 v3, v52, v53, v3
	v_accvgpr_read_b32 v53, a192
	v_fma_f32 v3, v7, v53, v3
	v_accvgpr_read_b32 v53, a195
	v_fma_f32 v3, v9, v53, v3
	v_accvgpr_read_b32 v53, a198
	v_fma_f32 v3, v10, v53, v3
	v_accvgpr_read_b32 v53, a201
	v_fma_f32 v3, v13, v53, v3
	v_accvgpr_read_b32 v53, a204
	v_fma_f32 v3, v15, v53, v3
	v_accvgpr_read_b32 v53, a207
	v_fma_f32 v3, v17, v53, v3
	v_accvgpr_read_b32 v53, a210
	v_fma_f32 v3, v18, v53, v3
	v_accvgpr_read_b32 v53, a213
	v_fma_f32 v3, v21, v53, v3
	v_accvgpr_read_b32 v53, a216
	v_fma_f32 v3, v22, v53, v3
	v_accvgpr_read_b32 v53, a219
	v_fma_f32 v3, v23, v53, v3
	v_accvgpr_read_b32 v53, a222
	v_fma_f32 v3, v25, v53, v3
	v_accvgpr_read_b32 v53, a225
	v_fma_f32 v3, v26, v53, v3
	v_accvgpr_read_b32 v53, a227
	v_fma_f32 v3, v29, v53, v3
	v_accvgpr_read_b32 v53, a229
	v_fma_f32 v3, v30, v53, v3
	v_accvgpr_read_b32 v53, a231
	v_fma_f32 v3, v31, v53, v3
	v_accvgpr_read_b32 v53, a233
	v_fma_f32 v3, v33, v53, v3
	v_accvgpr_read_b32 v53, a235
	v_fma_f32 v3, v34, v53, v3
	v_accvgpr_read_b32 v53, a237
	v_fma_f32 v1, v1, v53, v3
	v_accvgpr_read_b32 v53, a238
	v_fma_f32 v0, v0, v53, v1
	v_accvgpr_read_b32 v53, a120
	v_cvt_f32_f16 v1, v53
	v_accvgpr_read_b32 v53, a30
	v_fma_f32 v2, v1, v2, v53
	v_accvgpr_read_b32 v53, a121
	v_cvt_f32_f16 v3, v53
	v_fma_f32 v2, v3, v43, v2
	v_accvgpr_read_b32 v53, a122
	v_cvt_f32_f16 v38, v53
	v_fma_f32 v2, v38, v11, v2
	v_accvgpr_read_b32 v53, a123
	v_cvt_f32_f16 v39, v53
	v_fma_f32 v2, v39, v35, v2
	v_accvgpr_read_b32 v53, a124
	v_cvt_f32_f16 v40, v53
	v_fma_f32 v2, v40, v27, v2
	v_accvgpr_read_b32 v53, a125
	v_cvt_f32_f16 v42, v53
	v_fma_f32 v2, v42, v19, v2
	v_accvgpr_read_b32 v53, a126
	v_cvt_f32_f16 v43, v53
	v_fma_f32 v2, v43, v14, v2
	v_accvgpr_read_b32 v53, a127
	v_cvt_f32_f16 v44, v53
	v_fma_f32 v2, v44, v6, v2
	v_accvgpr_read_b32 v53, a128
	v_cvt_f32_f16 v45, v53
	v_fma_f32 v2, v45, v41, v2
	v_accvgpr_read_b32 v53, a129
	v_cvt_f32_f16 v41, v53
	v_accvgpr_read_b32 v53, a239
	v_fma_f32 v2, v41, v53, v2
	v_accvgpr_read_b32 v53, a130
	v_cvt_f32_f16 v46, v53
	v_accvgpr_read_b32 v53, a34
	v_fma_f32 v2, v46, v53, v2
	v_accvgpr_read_b32 v53, a131
	v_cvt_f32_f16 v47, v53
	v_accvgpr_read_b32 v53, a35
	v_fma_f32 v2, v47, v53, v2
	v_accvgpr_read_b32 v53, a132
	v_cvt_f32_f16 v48, v53
	v_accvgpr_read_b32 v53, a36
	v_fma_f32 v2, v48, v53, v2
	v_accvgpr_read_b32 v53, a133
	v_cvt_f32_f16 v49, v53
	v_accvgpr_read_b32 v53, a37
	v_fma_f32 v2, v49, v53, v2
	v_accvgpr_read_b32 v53, a134
	v_cvt_f32_f16 v50, v53
	v_accvgpr_read_b32 v53, a38
	v_fma_f32 v2, v50, v53, v2
	v_accvgpr_read_b32 v53, a135
	v_cvt_f32_f16 v52, v53
	v_accvgpr_read_b32 v53, a39
	v_fma_f32 v2, v52, v53, v2
	v_accvgpr_read_b32 v53, a136
	v_cvt_f32_f16 v6, v53
	v_accvgpr_read_b32 v53, a40
	v_fma_f32 v2, v6, v53, v2
	v_accvgpr_read_b32 v53, a137
	v_cvt_f32_f16 v7, v53
	v_accvgpr_read_b32 v53, a41
	v_fma_f32 v2, v7, v53, v2
	v_accvgpr_read_b32 v53, a138
	v_cvt_f32_f16 v9, v53
	v_accvgpr_read_b32 v53, a42
	v_fma_f32 v2, v9, v53, v2
	v_accvgpr_read_b32 v53, a139
	v_cvt_f32_f16 v10, v53
	v_accvgpr_read_b32 v53, a43
	v_fma_f32 v2, v10, v53, v2
	v_accvgpr_read_b32 v53, a140
	v_cvt_f32_f16 v11, v53
	v_accvgpr_read_b32 v53, a44
	v_fma_f32 v2, v11, v53, v2
	v_accvgpr_read_b32 v53, a141
	v_cvt_f32_f16 v13, v53
	v_accvgpr_read_b32 v53, a45
	v_fma_f32 v2, v13, v53, v2
	v_accvgpr_read_b32 v53, a142
	v_cvt_f32_f16 v14, v53
	v_accvgpr_read_b32 v53, a46
	v_fma_f32 v2, v14, v53, v2
	v_accvgpr_read_b32 v53, a143
	v_cvt_f32_f16 v15, v53
	v_accvgpr_read_b32 v53, a47
	v_fma_f32 v2, v15, v53, v2
	v_accvgpr_read_b32 v53, a144
	v_cvt_f32_f16 v17, v53
	v_accvgpr_read_b32 v53, a48
	v_fma_f32 v2, v17, v53, v2
	v_accvgpr_read_b32 v53, a145
	v_cvt_f32_f16 v18, v53
	v_accvgpr_read_b32 v53, a49
	v_fma_f32 v2, v18, v53, v2
	v_accvgpr_read_b32 v53, a146
	v_cvt_f32_f16 v19, v53
	v_accvgpr_read_b32 v53, a50
	v_fma_f32 v2, v19, v53, v2
	v_accvgpr_read_b32 v53, a147
	v_cvt_f32_f16 v21, v53
	v_accvgpr_read_b32 v53, a51
	v_fma_f32 v2, v21, v53, v2
	v_accvgpr_read_b32 v53, a148
	v_cvt_f32_f16 v22, v53
	v_accvgpr_read_b32 v53, a52
	v_fma_f32 v2, v22, v53, v2
	v_accvgpr_read_b32 v53, a149
	v_cvt_f32_f16 v23, v53
	v_accvgpr_read_b32 v53, a53
	v_fma_f32 v2, v23, v53, v2
	v_accvgpr_read_b32 v53, a150
	v_cvt_f32_f16 v25, v53
	v_accvgpr_read_b32 v53, a54
	v_fma_f32 v2, v25, v53, v2
	v_accvgpr_read_b32 v53, a151
	v_cvt_f32_f16 v26, v53
	v_fma_f32 v2, v26, v5, v2
	v_accvgpr_read_b32 v53, a31
	v_fma_f32 v36, v1, v36, v53
	v_accvgpr_read_b32 v53, a154
	v_fma_f32 v36, v3, v53, v36
	v_accvgpr_read_b32 v53, a157
	v_fma_f32 v36, v38, v53, v36
	v_accvgpr_read_b32 v53, a160
	v_fma_f32 v36, v39, v53, v36
	v_accvgpr_read_b32 v53, a163
	v_fma_f32 v36, v40, v53, v36
	v_accvgpr_read_b32 v53, a166
	v_fma_f32 v36, v42, v53, v36
	v_accvgpr_read_b32 v53, a169
	v_fma_f32 v36, v43, v53, v36
	v_accvgpr_read_b32 v53, a172
	v_fma_f32 v36, v44, v53, v36
	v_accvgpr_read_b32 v53, a175
	v_fma_f32 v36, v45, v53, v36
	v_accvgpr_read_b32 v53, a178
	v_fma_f32 v36, v41, v53, v36
	v_accvgpr_read_b32 v53, a181
	v_fma_f32 v36, v46, v53, v36
	v_accvgpr_read_b32 v53, a184
	v_fma_f32 v36, v47, v53, v36
	v_accvgpr_read_b32 v53, a187
	v_fma_f32 v36, v48, v53, v36
	v_accvgpr_read_b32 v53, a190
	v_fma_f32 v36, v49, v53, v36
	v_accvgpr_read_b32 v53, a193
	v_fma_f32 v36, v50, v53, v36
	v_accvgpr_read_b32 v53, a196
	v_fma_f32 v36, v52, v53, v36
	v_accvgpr_read_b32 v53, a199
	v_fma_f32 v36, v6, v53, v36
	v_accvgpr_read_b32 v53, a202
	v_fma_f32 v36, v7, v53, v36
	v_accvgpr_read_b32 v53, a205
	v_fma_f32 v36, v9, v53, v36
	v_accvgpr_read_b32 v53, a208
	v_fma_f32 v36, v10, v53, v36
	v_accvgpr_read_b32 v53, a211
	v_fma_f32 v36, v11, v53, v36
	v_accvgpr_read_b32 v53, a214
	v_fma_f32 v36, v13, v53, v36
	v_accvgpr_read_b32 v53, a217
	v_fma_f32 v36, v14, v53, v36
	v_accvgpr_read_b32 v53, a220
	v_fma_f32 v36, v15, v53, v36
	v_accvgpr_read_b32 v53, a223
	v_fma_f32 v36, v17, v53, v36
	v_fma_f32 v36, v18, v12, v36
	v_fma_f32 v36, v19, v16, v36
	v_fma_f32 v36, v21, v20, v36
	v_fma_f32 v36, v22, v24, v36
	v_fma_f32 v36, v23, v28, v36
	v_fma_f32 v36, v25, v32, v36
	v_fma_f32 v4, v26, v4, v36
	v_accvgpr_read_b32 v53, a152
	v_accvgpr_read_b32 v54, a32
	v_fma_f32 v36, v1, v53, v54
	v_accvgpr_read_b32 v53, a155
	v_fma_f32 v36, v3, v53, v36
	v_accvgpr_read_b32 v53, a158
	v_fma_f32 v36, v38, v53, v36
	v_accvgpr_read_b32 v53, a161
	v_fma_f32 v36, v39, v53, v36
	v_accvgpr_read_b32 v53, a164
	v_fma_f32 v36, v40, v53, v36
	v_accvgpr_read_b32 v53, a167
	v_fma_f32 v36, v42, v53, v36
	v_accvgpr_read_b32 v53, a170
	v_fma_f32 v36, v43, v53, v36
	v_accvgpr_read_b32 v53, a173
	v_fma_f32 v36, v44, v53, v36
	v_accvgpr_read_b32 v53, a176
	v_fma_f32 v36, v45, v53, v36
	v_accvgpr_read_b32 v53, a179
	v_fma_f32 v36, v41, v53, v36
	v_accvgpr_read_b32 v53, a182
	v_fma_f32 v36, v46, v53, v36
	v_accvgpr_read_b32 v53, a185
	v_fma_f32 v36, v47, v53, v36
	v_accvgpr_read_b32 v53, a188
	v_fma_f32 v36, v48, v53, v36
	v_accvgpr_read_b32 v53, a191
	v_fma_f32 v36, v49, v53, v36
	v_accvgpr_read_b32 v53, a194
	v_fma_f32 v36, v50, v53, v36
	v_accvgpr_read_b32 v53, a197
	v_fma_f32 v36, v52, v53, v36
	v_accvgpr_read_b32 v53, a200
	v_fma_f32 v36, v6, v53, v36
	v_accvgpr_read_b32 v53, a203
	v_fma_f32 v36, v7, v53, v36
	v_accvgpr_read_b32 v53, a206
	v_fma_f32 v36, v9, v53, v36
	v_accvgpr_read_b32 v53, a209
	v_fma_f32 v36, v10, v53, v36
	v_accvgpr_read_b32 v53, a212
	v_fma_f32 v36, v11, v53, v36
	v_accvgpr_read_b32 v53, a215
	v_fma_f32 v36, v13, v53, v36
	v_accvgpr_read_b32 v53, a218
	v_fma_f32 v36, v14, v53, v36
	v_accvgpr_read_b32 v53, a221
	v_fma_f32 v36, v15, v53, v36
	v_accvgpr_read_b32 v53, a224
	v_fma_f32 v36, v17, v53, v36
	v_accvgpr_read_b32 v53, a226
	v_fma_f32 v36, v18, v53, v36
	v_accvgpr_read_b32 v53, a228
	v_fma_f32 v36, v19, v53, v36
	v_accvgpr_read_b32 v53, a230
	v_fma_f32 v36, v21, v53, v36
	v_accvgpr_read_b32 v53, a232
	v_fma_f32 v36, v22, v53, v36
	v_accvgpr_read_b32 v53, a234
	v_fma_f32 v36, v23, v53, v36
	v_accvgpr_read_b32 v53, a236
	v_fma_f32 v36, v25, v53, v36
	v_fma_f32 v5, v26, v8, v36
	v_accvgpr_read_b32 v53, a153
	v_accvgpr_read_b32 v54, a33
	v_fma_f32 v1, v1, v53, v54
	v_accvgpr_read_b32 v53, a156
	v_fma_f32 v1, v3, v53, v1
	v_accvgpr_read_b32 v53, a159
	v_fma_f32 v1, v38, v53, v1
	v_accvgpr_read_b32 v53, a162
	v_fma_f32 v1, v39, v53, v1
	v_accvgpr_read_b32 v53, a165
	v_fma_f32 v1, v40, v53, v1
	v_accvgpr_read_b32 v53, a168
	v_fma_f32 v1, v42, v53, v1
	v_accvgpr_read_b32 v53, a171
	v_fma_f32 v1, v43, v53, v1
	v_accvgpr_read_b32 v53, a174
	v_fma_f32 v1, v44, v53, v1
	v_accvgpr_read_b32 v53, a177
	v_fma_f32 v1, v45, v53, v1
	v_accvgpr_read_b32 v53, a180
	v_fma_f32 v1, v41, v53, v1
	v_accvgpr_read_b32 v53, a183
	v_fma_f32 v1, v46, v53, v1
	v_accvgpr_read_b32 v53, a186
	v_fma_f32 v1, v47, v53, v1
	v_accvgpr_read_b32 v53, a189
	v_fma_f32 v1, v48, v53, v1
	v_accvgpr_read_b32 v53, a192
	v_fma_f32 v1, v49, v53, v1
	v_accvgpr_read_b32 v53, a195
	v_fma_f32 v1, v50, v53, v1
	v_accvgpr_read_b32 v53, a198
	v_fma_f32 v1, v52, v53, v1
	v_accvgpr_read_b32 v53, a201
	v_fma_f32 v1, v6, v53, v1
	v_accvgpr_read_b32 v53, a204
	v_fma_f32 v1, v7, v53, v1
	v_accvgpr_read_b32 v53, a207
	v_fma_f32 v1, v9, v53, v1
	v_accvgpr_read_b32 v53, a210
	v_fma_f32 v1, v10, v53, v1
	v_accvgpr_read_b32 v53, a213
	v_fma_f32 v1, v11, v53, v1
	v_accvgpr_read_b32 v53, a216
	v_fma_f32 v1, v13, v53, v1
	v_accvgpr_read_b32 v53, a219
	v_fma_f32 v1, v14, v53, v1
	v_accvgpr_read_b32 v53, a222
	v_fma_f32 v1, v15, v53, v1
	v_accvgpr_read_b32 v53, a225
	v_fma_f32 v1, v17, v53, v1
	v_accvgpr_read_b32 v53, a227
	v_fma_f32 v1, v18, v53, v1
	v_accvgpr_read_b32 v53, a229
	v_fma_f32 v1, v19, v53, v1
	v_accvgpr_read_b32 v53, a231
	v_fma_f32 v1, v21, v53, v1
	v_accvgpr_read_b32 v53, a233
	v_fma_f32 v1, v22, v53, v1
	v_accvgpr_read_b32 v53, a235
	v_fma_f32 v1, v23, v53, v1
	v_accvgpr_read_b32 v53, a237
	v_fma_f32 v1, v25, v53, v1
	v_accvgpr_read_b32 v53, a238
	v_fma_f32 v1, v26, v53, v1
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v74, 64
	v_mov_b32 v75, 0
	v_add_co_u32_e64 v56, vcc, v56, v74
	v_addc_co_u32_e64 v57, vcc, v57, v75, vcc
	v_accvgpr_read_b32 v53, a4
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v3, v53, 32
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v60, vcc, v60, v74
	v_addc_co_u32_e64 v61, vcc, v61, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v62, vcc, v62, v74
	v_addc_co_u32_e64 v63, vcc, v63, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v64, vcc, v64, v74
	v_addc_co_u32_e64 v65, vcc, v65, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v66, vcc, v66, v74
	v_addc_co_u32_e64 v67, vcc, v67, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v68, vcc, v68, v74
	v_addc_co_u32_e64 v69, vcc, v69, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v70, vcc, v70, v74
	v_addc_co_u32_e64 v71, vcc, v71, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v72, vcc, v72, v74
	v_addc_co_u32_e64 v73, vcc, v73, v75, vcc
	v_mul_lo_u32 v74, v3, 2
	v_mul_hi_i32 v75, v3, 2
	v_add_co_u32_e64 v58, vcc, v58, v74
	v_addc_co_u32_e64 v59, vcc, v59, v75, vcc
	v_accvgpr_read_b32 v53, a17
	v_add_u32_e64 v3, v53, 32
	v_accvgpr_write_b32 a17, v3
	v_accvgpr_read_b32 v55, a55
	v_accvgpr_write_b32 a18, v55
	v_accvgpr_read_b32 v55, a240
	v_accvgpr_write_b32 a19, v55
	v_accvgpr_read_b32 v55, a241
	v_accvgpr_write_b32 a20, v55
	v_accvgpr_read_b32 v55, a242
	v_accvgpr_write_b32 a21, v55
	v_accvgpr_read_b32 v55, a56
	v_accvgpr_write_b32 a22, v55
	v_accvgpr_read_b32 v55, a57
	v_accvgpr_write_b32 a23, v55
	v_accvgpr_read_b32 v55, a58
	v_accvgpr_write_b32 a24, v55
	v_accvgpr_read_b32 v55, a59
	v_accvgpr_write_b32 a25, v55
	v_accvgpr_read_b32 v55, a60
	v_accvgpr_write_b32 a26, v55
	v_accvgpr_read_b32 v55, a61
	v_accvgpr_write_b32 a27, v55
	v_accvgpr_write_b32 a28, v37
	v_accvgpr_write_b32 a29, v0
	v_accvgpr_write_b32 a30, v2
	v_accvgpr_write_b32 a31, v4
	v_accvgpr_write_b32 a32, v5
	v_accvgpr_write_b32 a33, v1
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v56, s16
	v_mov_b32 v57, s17
	v_mov_b32 v0, s23
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v1, 6, v53
	v_and_b32_e64 v1, v1, 3
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v2, 2, v53
	v_and_b32_e64 v2, v2, 60
	v_mov_b32 v3, 0x100
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v36, v2, v3
	v_add_u32_e64 v36, v36, v54
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v2, 2, v53
	v_and_b32_e64 v2, v2, 60
	v_mul_lo_u32 v3, v2, 4
	v_add_u32_e64 v3, v3, v36
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v2, 6, v53
	v_and_b32_e64 v2, v2, 3
	v_mov_b32 v36, 0x100
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v37, v2, v36
	v_add_u32_e64 v37, v37, v54
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v2, v53, 63
	v_mul_lo_u32 v36, v2, 4
	v_add_u32_e64 v36, v36, v37
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v1, 4
	v_or_b32_e64 v37, v1, 8
	v_or_b32_e64 v38, v1, 12
	v_or_b32_e64 v39, v1, 16
	v_or_b32_e64 v40, v1, 20
	v_or_b32_e64 v41, v1, 24
	v_or_b32_e64 v42, v1, 28
	v_or_b32_e64 v43, v1, 32
	v_or_b32_e64 v44, v1, 36
	v_or_b32_e64 v45, v1, 40
	v_or_b32_e64 v46, v1, 44
	v_or_b32_e64 v47, v1, 48
	v_or_b32_e64 v48, v1, 52
	v_or_b32_e64 v49, v1, 56
	v_or_b32_e64 v50, v1, 60
	v_accvgpr_read_b32 v53, a13
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v1, v53, v1
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v2, v53, v2
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v37, v53, v37
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v38, v53, v38
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v39, v53, v39
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v40, v53, v40
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v41, v53, v41
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v42, v53, v42
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v43, v53, v43
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v44, v53, v44
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v45, v53, v45
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v46, v53, v46
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v47, v53, v47
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v48, v53, v48
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v49, v53, v49
	v_accvgpr_read_b32 v53, a13
	v_add_u32_e64 v50, v53, v50
	v_accvgpr_read_b32 v53, a1
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v1, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[26:27], v2, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[28:29], v37, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[30:31], v38, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[32:33], v39, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[34:35], v40, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[36:37], v41, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[38:39], v42, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[40:41], v43, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[42:43], v44, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[44:45], v45, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[46:47], v46, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[48:49], v47, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[50:51], v48, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[52:53], v49, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[54:55], v50, v53
	v_accvgpr_read_b32 v53, a15
	v_accvgpr_read_b32 v54, a2
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[56:57], v53, v54
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
	v_mul_lo_u32 v1, v1, v0
	v_mul_lo_u32 v2, v2, v0
	v_mul_lo_u32 v37, v37, v0
	v_mul_lo_u32 v38, v38, v0
	v_mul_lo_u32 v39, v39, v0
	v_mul_lo_u32 v40, v40, v0
	v_mul_lo_u32 v41, v41, v0
	v_mul_lo_u32 v42, v42, v0
	v_mul_lo_u32 v43, v43, v0
	v_mul_lo_u32 v44, v44, v0
	v_mul_lo_u32 v45, v45, v0
	v_mul_lo_u32 v46, v46, v0
	v_mul_lo_u32 v47, v47, v0
	v_mul_lo_u32 v48, v48, v0
	v_mul_lo_u32 v49, v49, v0
	v_mul_lo_u32 v0, v50, v0
	; %3 = tt.addptr
	v_mul_lo_u32 v58, v1, 4
	v_mul_hi_i32 v59, v1, 4
	v_add_co_u32_e64 v58, vcc, v56, v58
	v_addc_co_u32_e64 v59, vcc, v57, v59, vcc
	v_mul_lo_u32 v60, v2, 4
	v_mul_hi_i32 v61, v2, 4
	v_add_co_u32_e64 v60, vcc, v56, v60
	v_addc_co_u32_e64 v61, vcc, v57, v61, vcc
	v_mul_lo_u32 v62, v37, 4
	v_mul_hi_i32 v63, v37, 4
	v_add_co_u32_e64 v62, vcc, v56, v62
	v_addc_co_u32_e64 v63, vcc, v57, v63, vcc
	v_mul_lo_u32 v64, v38, 4
	v_mul_hi_i32 v65, v38, 4
	v_add_co_u32_e64 v64, vcc, v56, v64
	v_addc_co_u32_e64 v65, vcc, v57, v65, vcc
	v_mul_lo_u32 v66, v39, 4
	v_mul_hi_i32 v67, v39, 4
	v_add_co_u32_e64 v66, vcc, v56, v66
	v_addc_co_u32_e64 v67, vcc, v57, v67, vcc
	v_mul_lo_u32 v68, v40, 4
	v_mul_hi_i32 v69, v40, 4
	v_add_co_u32_e64 v68, vcc, v56, v68
	v_addc_co_u32_e64 v69, vcc, v57, v69, vcc
	v_mul_lo_u32 v70, v41, 4
	v_mul_hi_i32 v71, v41, 4
	v_add_co_u32_e64 v70, vcc, v56, v70
	v_addc_co_u32_e64 v71, vcc, v57, v71, vcc
	v_mul_lo_u32 v72, v42, 4
	v_mul_hi_i32 v73, v42, 4
	v_add_co_u32_e64 v72, vcc, v56, v72
	v_addc_co_u32_e64 v73, vcc, v57, v73, vcc
	v_mul_lo_u32 v74, v43, 4
	v_mul_hi_i32 v75, v43, 4
	v_add_co_u32_e64 v74, vcc, v56, v74
	v_addc_co_u32_e64 v75, vcc, v57, v75, vcc
	v_mul_lo_u32 v76, v44, 4
	v_mul_hi_i32 v77, v44, 4
	v_add_co_u32_e64 v76, vcc, v56, v76
	v_addc_co_u32_e64 v77, vcc, v57, v77, vcc
	v_mul_lo_u32 v78, v45, 4
	v_mul_hi_i32 v79, v45, 4
	v_add_co_u32_e64 v78, vcc, v56, v78
	v_addc_co_u32_e64 v79, vcc, v57, v79, vcc
	v_mul_lo_u32 v80, v46, 4
	v_mul_hi_i32 v81, v46, 4
	v_add_co_u32_e64 v80, vcc, v56, v80
	v_addc_co_u32_e64 v81, vcc, v57, v81, vcc
	v_mul_lo_u32 v82, v47, 4
	v_mul_hi_i32 v83, v47, 4
	v_add_co_u32_e64 v82, vcc, v56, v82
	v_addc_co_u32_e64 v83, vcc, v57, v83, vcc
	v_mul_lo_u32 v84, v48, 4
	v_mul_hi_i32 v85, v48, 4
	v_add_co_u32_e64 v84, vcc, v56, v84
	v_addc_co_u32_e64 v85, vcc, v57, v85, vcc
	v_mul_lo_u32 v86, v49, 4
	v_mul_hi_i32 v87, v49, 4
	v_add_co_u32_e64 v86, vcc, v56, v86
	v_addc_co_u32_e64 v87, vcc, v57, v87, vcc
	v_mul_lo_u32 v88, v0, 4
	v_mul_hi_i32 v89, v0, 4
	v_add_co_u32_e64 v56, vcc, v56, v88
	v_addc_co_u32_e64 v57, vcc, v57, v89, vcc
	v_accvgpr_read_b32 v53, a15
	; %6 = tt.addptr
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v58, vcc, v58, v88
	v_addc_co_u32_e64 v59, vcc, v59, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v60, vcc, v60, v88
	v_addc_co_u32_e64 v61, vcc, v61, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v62, vcc, v62, v88
	v_addc_co_u32_e64 v63, vcc, v63, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v64, vcc, v64, v88
	v_addc_co_u32_e64 v65, vcc, v65, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v66, vcc, v66, v88
	v_addc_co_u32_e64 v67, vcc, v67, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v68, vcc, v68, v88
	v_addc_co_u32_e64 v69, vcc, v69, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v70, vcc, v70, v88
	v_addc_co_u32_e64 v71, vcc, v71, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v72, vcc, v72, v88
	v_addc_co_u32_e64 v73, vcc, v73, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v74, vcc, v74, v88
	v_addc_co_u32_e64 v75, vcc, v75, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v76, vcc, v76, v88
	v_addc_co_u32_e64 v77, vcc, v77, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v78, vcc, v78, v88
	v_addc_co_u32_e64 v79, vcc, v79, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v80, vcc, v80, v88
	v_addc_co_u32_e64 v81, vcc, v81, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v82, vcc, v82, v88
	v_addc_co_u32_e64 v83, vcc, v83, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v84, vcc, v84, v88
	v_addc_co_u32_e64 v85, vcc, v85, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v86, vcc, v86, v88
	v_addc_co_u32_e64 v87, vcc, v87, v89, vcc
	v_accvgpr_read_b32 v53, a15
	v_mul_lo_u32 v88, v53, 4
	v_mul_hi_i32 v89, v53, 4
	v_add_co_u32_e64 v56, vcc, v56, v88
	v_addc_co_u32_e64 v57, vcc, v57, v89, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v12, a18
	v_accvgpr_read_b32 v13, a19
	v_accvgpr_read_b32 v14, a20
	v_accvgpr_read_b32 v15, a21
	ds_write_b128 v3, v[12:15]
	v_accvgpr_read_b32 v16, a22
	v_accvgpr_read_b32 v17, a23
	v_accvgpr_read_b32 v18, a24
	v_accvgpr_read_b32 v19, a25
	ds_write_b128 v3, v[16:19] offset:256
	v_accvgpr_read_b32 v20, a26
	v_accvgpr_read_b32 v21, a27
	v_accvgpr_read_b32 v22, a28
	v_accvgpr_read_b32 v23, a29
	ds_write_b128 v3, v[20:23] offset:512
	v_accvgpr_read_b32 v24, a30
	v_accvgpr_read_b32 v25, a31
	v_accvgpr_read_b32 v26, a32
	v_accvgpr_read_b32 v27, a33
	ds_write_b128 v3, v[24:27] offset:768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v36
	ds_read_b32 v1, v36 offset:1024
	ds_read_b32 v2, v36 offset:2048
	ds_read_b32 v3, v36 offset:3072
	ds_read_b32 v37, v36 offset:4096
	ds_read_b32 v38, v36 offset:5120
	ds_read_b32 v39, v36 offset:6144
	ds_read_b32 v40, v36 offset:7168
	ds_read_b32 v41, v36 offset:8192
	ds_read_b32 v42, v36 offset:9216
	ds_read_b32 v43, v36 offset:10240
	ds_read_b32 v44, v36 offset:11264
	ds_read_b32 v45, v36 offset:12288
	ds_read_b32 v46, v36 offset:13312
	ds_read_b32 v47, v36 offset:14336
	ds_read_b32 v36, v36 offset:15360
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[58:59], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[60:61], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[62:63], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[64:65], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[66:67], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[68:69], v38, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[70:71], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_store_dword v[72:73], v40, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[74:75], v41, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[76:77], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[78:79], v43, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[80:81], v44, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[82:83], v45, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_store_dword v[84:85], v46, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[86:87], v47, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_store_dword v[56:57], v36, off
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
		.amdhsa_next_free_vgpr 335
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 92
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
    .vgpr_count: 335
    .agpr_count: 243
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
