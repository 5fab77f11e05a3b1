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
	v_mov_b32 v47, s18
	v_accvgpr_write_b32 a0, v47
	v_mov_b32 v47, s19
	v_accvgpr_write_b32 a1, v47
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
	v_mov_b32 v47, 0
	v_accvgpr_write_b32 a2, v47
	v_lshrrev_b32_e64 v45, 2, v0
	v_and_b32_e64 v45, v45, 63
	v_lshlrev_b32_e64 v46, 3, v0
	v_and_b32_e64 v46, v46, 24
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v4, v45, 64
	v_add_u32_e64 v4, v4, v48
	v_lshrrev_b32_e64 v45, 1, v45
	v_and_b32_e64 v45, v45, 3
	v_lshlrev_b32_e64 v45, 3, v45
	v_xor_b32_e64 v45, v46, v45
	v_lshlrev_b32_e64 v45, 1, v45
	v_add_u32_e64 v45, v4, v45
	v_and_b32_e64 v46, v0, 31
	v_lshrrev_b32_e64 v4, 2, v0
	v_and_b32_e64 v4, v4, 32
	v_or_b32_e64 v46, v46, v4
	v_lshrrev_b32_e64 v4, 3, v0
	v_and_b32_e64 v4, v4, 4
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v14, v46, 64
	v_add_u32_e64 v14, v14, v48
	v_lshrrev_b32_e64 v46, 1, v46
	v_and_b32_e64 v46, v46, 3
	v_lshlrev_b32_e64 v46, 3, v46
	v_xor_b32_e64 v46, v4, v46
	v_lshlrev_b32_e64 v46, 1, v46
	v_add_u32_e64 v15, v14, v46
	v_lshrrev_b32_e64 v4, 6, v0
	v_and_b32_e64 v4, v4, 3
	v_mov_b32 v5, 0x80
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v6, v4, v5
	v_add_u32_e64 v6, v6, v48
	v_and_b32_e64 v4, v0, 63
	v_mul_lo_u32 v18, v4, 2
	v_add_u32_e64 v18, v18, v6
	v_lshrrev_b32_e64 v4, 3, v0
	v_and_b32_e64 v4, v4, 4
	v_mov_b32 v5, 0x80
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v6, v4, v5
	v_add_u32_e64 v6, v6, v48
	v_and_b32_e64 v4, v0, 31
	v_lshrrev_b32_e64 v5, 1, v0
	v_and_b32_e64 v5, v5, 32
	v_or_b32_e64 v4, v4, v5
	v_mul_lo_u32 v19, v4, 2
	v_add_u32_e64 v19, v19, v6
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v4, s4
	v_accvgpr_read_b32 v47, a1
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v5, v47, 63
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v6, 64
	v_ashrrev_i32 v8, 31, v5
	v_ashrrev_i32 v9, 31, v6
	v_add_u32_e32 v10, v5, v8
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v11, v6, v9
	v_xor_b32_e32 v11, v11, v9
	v_xor_b32_e32 v9, v8, v9
	v_cvt_f32_u32 v7, v11
	v_rcp_iflag_f32 v7, v7
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32 v7, v7
	v_sub_u32_e32 v12, 0, v11
	v_mul_lo_u32 v12, v12, v7
	v_mul_hi_u32 v12, v7, v12
	v_add_u32_e32 v7, v7, v12
	v_mul_hi_u32 v7, v10, v7
	v_mul_lo_u32 v12, v7, v11
	v_sub_u32_e32 v12, v10, v12
	v_add_u32_e32 v10, 1, v7
	v_cmp_ge_u32_e32 vcc, v12, v11
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_sub_u32_e32 v10, v12, v11
	v_cndmask_b32_e32 v12, v12, v10, vcc
	v_add_u32_e32 v10, 1, v7
	v_cmp_ge_u32_e32 vcc, v12, v11
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_sub_u32_e32 v10, v12, v11
	v_cndmask_b32_e32 v12, v12, v10, vcc
	v_xor_b32_e32 v7, v7, v9
	v_sub_u32_e32 v7, v7, v9
	; %pid_m = arith.divsi
	v_ashrrev_i32 v6, 31, v4
	v_ashrrev_i32 v8, 31, v7
	v_add_u32_e32 v9, v4, v6
	v_xor_b32_e32 v9, v9, v6
	v_add_u32_e32 v10, v7, v8
	v_xor_b32_e32 v10, v10, v8
	v_xor_b32_e32 v8, v6, v8
	v_cvt_f32_u32 v5, v10
	v_rcp_iflag_f32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32 v5, v5
	v_sub_u32_e32 v11, 0, v10
	v_mul_lo_u32 v11, v11, v5
	v_mul_hi_u32 v11, v5, v11
	v_add_u32_e32 v5, v5, v11
	v_mul_hi_u32 v5, v9, v5
	v_mul_lo_u32 v11, v5, v10
	v_sub_u32_e32 v11, v9, v11
	v_add_u32_e32 v9, 1, v5
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_sub_u32_e32 v9, v11, v10
	v_cndmask_b32_e32 v11, v11, v9, vcc
	v_add_u32_e32 v9, 1, v5
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_sub_u32_e32 v9, v11, v10
	v_cndmask_b32_e32 v11, v11, v9, vcc
	v_xor_b32_e32 v5, v5, v8
	v_sub_u32_e32 v5, v5, v8
	; %pid_n = arith.remsi
	v_ashrrev_i32 v8, 31, v4
	v_ashrrev_i32 v9, 31, v7
	v_add_u32_e32 v10, v4, v8
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v11, v7, v9
	v_xor_b32_e32 v11, v11, v9
	v_xor_b32_e32 v9, v8, v9
	v_cvt_f32_u32 v6, v11
	v_rcp_iflag_f32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32 v6, v6
	v_sub_u32_e32 v12, 0, v11
	v_mul_lo_u32 v12, v12, v6
	v_mul_hi_u32 v12, v6, v12
	v_add_u32_e32 v6, v6, v12
	v_mul_hi_u32 v6, v10, v6
	v_mul_lo_u32 v12, v6, v11
	v_sub_u32_e32 v12, v10, v12
	v_add_u32_e32 v10, 1, v6
	v_cmp_ge_u32_e32 vcc, v12, v11
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_sub_u32_e32 v10, v12, v11
	v_cndmask_b32_e32 v12, v12, v10, vcc
	v_add_u32_e32 v10, 1, v6
	v_cmp_ge_u32_e32 vcc, v12, v11
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_sub_u32_e32 v10, v12, v11
	v_cndmask_b32_e32 v12, v12, v10, vcc
	v_xor_b32_e32 v6, v12, v8
	v_sub_u32_e32 v6, v6, v8
	; %rm = arith.muli
	v_mul_lo_u32 v47, v5, 64
	v_accvgpr_write_b32 a3, v47
	v_accvgpr_read_b32 v47, a3
	; %rm_6 = arith.addi
	v_add_u32_e64 v41, v47, v41
	; %rn = arith.muli
	v_mul_lo_u32 v4, v6, 64
	; %rn_8 = arith.addi
	v_add_u32_e64 v47, v4, v40
	v_accvgpr_write_b32 a4, v47
	; %rk_1 = tt.make_range
	v_or_b32_e64 v4, v42, 4
	v_or_b32_e64 v5, v42, 8
	v_or_b32_e64 v6, v42, 12
	v_or_b32_e64 v23, v42, 16
	v_or_b32_e64 v7, v42, 20
	v_or_b32_e64 v8, v42, 24
	v_or_b32_e64 v9, v42, 28
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v36, v41, v36
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v68, v36, 2
	v_mul_hi_i32 v69, v36, 2
	v_add_co_u32_e64 v64, vcc, v64, v68
	v_addc_co_u32_e64 v65, vcc, v65, v69, vcc
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v68, v43, 2
	v_mul_hi_i32 v69, v43, 2
	v_add_co_u32_e64 v64, vcc, v64, v68
	v_addc_co_u32_e64 v65, vcc, v65, v69, vcc
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v36, v42, v37
	v_mul_lo_u32 v4, v4, v37
	v_mul_lo_u32 v5, v5, v37
	v_mul_lo_u32 v6, v6, v37
	v_mul_lo_u32 v10, v23, v37
	v_mul_lo_u32 v7, v7, v37
	v_mul_lo_u32 v8, v8, v37
	v_mul_lo_u32 v9, v9, v37
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v68, v36, 2
	v_mul_hi_i32 v69, v36, 2
	v_add_co_u32_e64 v68, vcc, v66, v68
	v_addc_co_u32_e64 v69, vcc, v67, v69, vcc
	v_mul_lo_u32 v70, v4, 2
	v_mul_hi_i32 v71, v4, 2
	v_add_co_u32_e64 v70, vcc, v66, v70
	v_addc_co_u32_e64 v71, vcc, v67, v71, vcc
	v_mul_lo_u32 v72, v5, 2
	v_mul_hi_i32 v73, v5, 2
	v_add_co_u32_e64 v72, vcc, v66, v72
	v_addc_co_u32_e64 v73, vcc, v67, v73, vcc
	v_mul_lo_u32 v74, v6, 2
	v_mul_hi_i32 v75, v6, 2
	v_add_co_u32_e64 v74, vcc, v66, v74
	v_addc_co_u32_e64 v75, vcc, v67, v75, vcc
	v_mul_lo_u32 v76, v10, 2
	v_mul_hi_i32 v77, v10, 2
	v_add_co_u32_e64 v76, vcc, v66, v76
	v_addc_co_u32_e64 v77, vcc, v67, v77, vcc
	v_mul_lo_u32 v78, v7, 2
	v_mul_hi_i32 v79, v7, 2
	v_add_co_u32_e64 v78, vcc, v66, v78
	v_addc_co_u32_e64 v79, vcc, v67, v79, vcc
	v_mul_lo_u32 v80, v8, 2
	v_mul_hi_i32 v81, v8, 2
	v_add_co_u32_e64 v80, vcc, v66, v80
	v_addc_co_u32_e64 v81, vcc, v67, v81, vcc
	v_mul_lo_u32 v82, v9, 2
	v_mul_hi_i32 v83, v9, 2
	v_add_co_u32_e64 v66, vcc, v66, v82
	v_addc_co_u32_e64 v67, vcc, v67, v83, vcc
	v_accvgpr_read_b32 v47, a4
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v68, vcc, v68, v82
	v_addc_co_u32_e64 v69, vcc, v69, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v70, vcc, v70, v82
	v_addc_co_u32_e64 v71, vcc, v71, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v72, vcc, v72, v82
	v_addc_co_u32_e64 v73, vcc, v73, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v74, vcc, v74, v82
	v_addc_co_u32_e64 v75, vcc, v75, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v76, vcc, v76, v82
	v_addc_co_u32_e64 v77, vcc, v77, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v78, vcc, v78, v82
	v_addc_co_u32_e64 v79, vcc, v79, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v80, vcc, v80, v82
	v_addc_co_u32_e64 v81, vcc, v81, v83, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v82, v47, 2
	v_mul_hi_i32 v83, v47, 2
	v_add_co_u32_e64 v66, vcc, v66, v82
	v_addc_co_u32_e64 v67, vcc, v67, v83, vcc
	v_accvgpr_write_b32 a5, v38
	v_accvgpr_write_b32 a6, v38
	v_accvgpr_write_b32 a7, v38
	v_accvgpr_write_b32 a8, v38
	v_accvgpr_write_b32 a9, v38
	v_accvgpr_write_b32 a10, v38
	v_accvgpr_write_b32 a11, v38
	v_accvgpr_write_b32 a12, v38
	v_accvgpr_write_b32 a13, v38
	v_accvgpr_write_b32 a14, v38
	v_accvgpr_write_b32 a15, v38
	v_accvgpr_write_b32 a16, v38
	v_accvgpr_write_b32 a17, v38
	v_accvgpr_write_b32 a18, v38
	v_accvgpr_write_b32 a19, v38
	v_accvgpr_write_b32 a20, v38
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v39, v3
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %k_left = arith.subi
	v_sub_u32_e64 v8, v3, v39
	v_accvgpr_read_b32 v47, a0
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v41, v47
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
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xffff, v4
	v_lshrrev_b32 v10, 16, v4
	v_and_b32_e32 v4, 0xffff, v5
	v_lshrrev_b32 v11, 16, v5
	v_and_b32_e32 v5, 0xffff, v6
	v_lshrrev_b32 v12, 16, v6
	v_and_b32_e32 v6, 0xffff, v7
	v_lshrrev_b32 v13, 16, v7
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v42, v8
	v_cmp_lt_i32_e64 s[26:27], v23, v8
	v_accvgpr_read_b32 v47, a4
	v_accvgpr_read_b32 v48, a1
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v47, v48
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
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_ushort v7, v[68:69], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v27, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_ushort v27, v[70:71], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v26, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_ushort v26, v[72:73], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v38, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_ushort v38, v[74:75], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v36, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_ushort v36, v[76:77], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v35, 0
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_load_ushort v35, v[78:79], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v34, 0
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_load_ushort v34, v[80:81], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v33, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_ushort v33, v[66:67], off
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
	ds_write_b128 v45, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[12:13], v15
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v4, 0xffff, v12
	v_lshrrev_b32 v5, 16, v12
	v_and_b32_e32 v6, 0xffff, v13
	v_lshrrev_b32 v8, 16, v13
	v_xor_b32_e64 v9, v46, 16
	v_add_u32_e64 v9, v14, v9
	ds_read_b64 v[16:17], v9
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v9, 0xffff, v16
	v_lshrrev_b32 v10, 16, v16
	v_and_b32_e32 v11, 0xffff, v17
	v_lshrrev_b32 v12, 16, v17
	v_xor_b32_e64 v13, v46, 32
	v_add_u32_e64 v13, v14, v13
	ds_read_b64 v[20:21], v13
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v13, 0xffff, v20
	v_lshrrev_b32 v16, 16, v20
	v_and_b32_e32 v17, 0xffff, v21
	v_lshrrev_b32 v20, 16, v21
	v_xor_b32_e64 v21, v46, 48
	v_add_u32_e64 v21, v14, v21
	ds_read_b64 v[24:25], v21
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v21, 0xffff, v24
	v_lshrrev_b32 v32, 16, v24
	v_and_b32_e32 v24, 0xffff, v25
	v_lshrrev_b32 v31, 16, v25
	s_waitcnt vmcnt(7)
	; v94 = ttg.convert_layout
	ds_write_b16 v18, v7 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b16 v18, v27 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b16 v18, v26 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v18, v38 offset:5632
	s_waitcnt vmcnt(3)
	ds_write_b16 v18, v36 offset:6144
	s_waitcnt vmcnt(2)
	ds_write_b16 v18, v35 offset:6656
	s_waitcnt vmcnt(1)
	ds_write_b16 v18, v34 offset:7168
	s_waitcnt vmcnt(0)
	ds_write_b16 v18, v33 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v36, v19 offset:4096
	ds_read_u16 v38, v19 offset:4224
	ds_read_u16 v7, v19 offset:4352
	ds_read_u16 v25, v19 offset:4480
	ds_read_u16 v26, v19 offset:5120
	ds_read_u16 v27, v19 offset:5248
	ds_read_u16 v33, v19 offset:5376
	ds_read_u16 v34, v19 offset:5504
	ds_read_u16 v35, v19 offset:6144
	ds_read_u16 v30, v19 offset:6272
	ds_read_u16 v29, v19 offset:6400
	ds_read_u16 v28, v19 offset:6528
	ds_read_u16 v2, v19 offset:7168
	ds_read_u16 v44, v19 offset:7296
	ds_read_u16 v40, v19 offset:7424
	ds_read_u16 v22, v19 offset:7552
	; %acc_49 = tt.dot
	v_and_b32_e32 v1, 0xffff, v4
	v_lshl_or_b32 v1, v5, 16, v1
	s_waitcnt lgkmcnt(14)
	v_and_b32_e32 v4, 0xffff, v36
	v_lshl_or_b32 v4, v38, 16, v4
	v_and_b32_e32 v36, 0xffff, v6
	v_lshl_or_b32 v36, v8, 16, v36
	s_waitcnt lgkmcnt(12)
	v_and_b32_e32 v38, 0xffff, v7
	v_lshl_or_b32 v38, v25, 16, v38
	v_and_b32_e32 v5, 0xffff, v9
	v_lshl_or_b32 v5, v10, 16, v5
	s_waitcnt lgkmcnt(10)
	v_and_b32_e32 v6, 0xffff, v26
	v_lshl_or_b32 v6, v27, 16, v6
	v_and_b32_e32 v7, 0xffff, v11
	v_lshl_or_b32 v7, v12, 16, v7
	s_waitcnt lgkmcnt(8)
	v_and_b32_e32 v8, 0xffff, v33
	v_lshl_or_b32 v8, v34, 16, v8
	v_and_b32_e32 v9, 0xffff, v13
	v_lshl_or_b32 v9, v16, 16, v9
	s_waitcnt lgkmcnt(6)
	v_and_b32_e32 v10, 0xffff, v35
	v_lshl_or_b32 v10, v30, 16, v10
	v_and_b32_e32 v11, 0xffff, v17
	v_lshl_or_b32 v11, v20, 16, v11
	s_waitcnt lgkmcnt(4)
	v_and_b32_e32 v12, 0xffff, v29
	v_lshl_or_b32 v12, v28, 16, v12
	v_and_b32_e32 v13, 0xffff, v21
	v_lshl_or_b32 v13, v32, 16, v13
	s_waitcnt lgkmcnt(2)
	v_and_b32_e32 v16, 0xffff, v2
	v_lshl_or_b32 v16, v44, 16, v16
	v_and_b32_e32 v2, 0xffff, v24
	v_lshl_or_b32 v2, v31, 16, v2
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v44, 0xffff, v40
	v_lshl_or_b32 v44, v22, 16, v44
	v_accvgpr_read_b32 v47, a5
	v_accvgpr_read_b32 v48, a6
	v_accvgpr_read_b32 v49, a7
	v_accvgpr_read_b32 v50, a8
	v_accvgpr_read_b32 v51, a9
	v_accvgpr_read_b32 v52, a10
	v_accvgpr_read_b32 v53, a11
	v_accvgpr_read_b32 v54, a12
	v_accvgpr_read_b32 v55, a13
	v_accvgpr_read_b32 v56, a14
	v_accvgpr_read_b32 v57, a15
	v_accvgpr_read_b32 v58, a16
	v_accvgpr_read_b32 v59, a17
	v_accvgpr_read_b32 v60, a18
	v_accvgpr_read_b32 v61, a19
	v_accvgpr_read_b32 v62, a20
	v_mov_b32 v192, v47
	v_mov_b32 v193, v48
	v_mov_b32 v194, v49
	v_mov_b32 v195, v50
	v_mov_b32 v196, v51
	v_mov_b32 v197, v52
	v_mov_b32 v198, v53
	v_mov_b32 v199, v54
	v_mov_b32 v200, v55
	v_mov_b32 v201, v56
	v_mov_b32 v202, v57
	v_mov_b32 v203, v58
	v_mov_b32 v204, v59
	v_mov_b32 v205, v60
	v_mov_b32 v206, v61
	v_mov_b32 v207, v62
	v_mov_b32 v208, v4
	v_mov_b32 v209, v38
	v_mov_b32 v210, v1
	v_mov_b32 v211, v36
	s_nop 1
	v_mfma_f32_32x32x8f16 v[192:207], v[208:209], v[210:211], v[192:207]
	v_mov_b32 v212, v6
	v_mov_b32 v213, v8
	v_mov_b32 v214, v5
	v_mov_b32 v215, v7
	s_nop 1
	v_mfma_f32_32x32x8f16 v[192:207], v[212:213], v[214:215], v[192:207]
	v_mov_b32 v208, v10
	v_mov_b32 v209, v12
	v_mov_b32 v210, v9
	v_mov_b32 v211, v11
	s_nop 1
	v_mfma_f32_32x32x8f16 v[192:207], v[208:209], v[210:211], v[192:207]
	v_mov_b32 v212, v16
	v_mov_b32 v213, v44
	v_mov_b32 v214, v13
	v_mov_b32 v215, v2
	s_nop 1
	v_mfma_f32_32x32x8f16 v[192:207], v[212:213], v[214:215], v[192:207]
	s_nop 15
	s_nop 2
	v_mov_b32 v1, v192
	v_mov_b32 v2, v193
	v_mov_b32 v40, v194
	v_mov_b32 v44, v195
	v_mov_b32 v4, v196
	v_mov_b32 v5, v197
	v_mov_b32 v6, v198
	v_mov_b32 v7, v199
	v_mov_b32 v38, v200
	v_mov_b32 v36, v201
	v_mov_b32 v8, v202
	v_mov_b32 v9, v203
	v_mov_b32 v10, v204
	v_mov_b32 v11, v205
	v_mov_b32 v12, v206
	v_mov_b32 v13, v207
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v82, 64
	v_mov_b32 v83, 0
	v_add_co_u32_e64 v64, vcc, v64, v82
	v_addc_co_u32_e64 v65, vcc, v65, v83, vcc
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v16, v37, 32
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v68, vcc, v68, v82
	v_addc_co_u32_e64 v69, vcc, v69, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v70, vcc, v70, v82
	v_addc_co_u32_e64 v71, vcc, v71, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v72, vcc, v72, v82
	v_addc_co_u32_e64 v73, vcc, v73, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v74, vcc, v74, v82
	v_addc_co_u32_e64 v75, vcc, v75, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v76, vcc, v76, v82
	v_addc_co_u32_e64 v77, vcc, v77, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v78, vcc, v78, v82
	v_addc_co_u32_e64 v79, vcc, v79, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v80, vcc, v80, v82
	v_addc_co_u32_e64 v81, vcc, v81, v83, vcc
	v_mul_lo_u32 v82, v16, 2
	v_mul_hi_i32 v83, v16, 2
	v_add_co_u32_e64 v66, vcc, v66, v82
	v_addc_co_u32_e64 v67, vcc, v67, v83, vcc
	v_add_u32_e64 v39, v39, 32
	v_accvgpr_write_b32 a5, v1
	v_accvgpr_write_b32 a6, v2
	v_accvgpr_write_b32 a7, v40
	v_accvgpr_write_b32 a8, v44
	v_accvgpr_write_b32 a9, v4
	v_accvgpr_write_b32 a10, v5
	v_accvgpr_write_b32 a11, v6
	v_accvgpr_write_b32 a12, v7
	v_accvgpr_write_b32 a13, v38
	v_accvgpr_write_b32 a14, v36
	v_accvgpr_write_b32 a15, v8
	v_accvgpr_write_b32 a16, v9
	v_accvgpr_write_b32 a17, v10
	v_accvgpr_write_b32 a18, v11
	v_accvgpr_write_b32 a19, v12
	v_accvgpr_write_b32 a20, v13
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v64, s16
	v_mov_b32 v65, s17
	v_mov_b32 v1, s23
	v_lshrrev_b32_e64 v2, 6, v0
	v_and_b32_e64 v2, v2, 3
	v_and_b32_e64 v3, v0, 31
	v_lshrrev_b32_e64 v36, 2, v0
	v_and_b32_e64 v36, v36, 32
	v_or_b32_e64 v3, v3, v36
	v_lshrrev_b32_e64 v36, 3, v0
	v_and_b32_e64 v36, v36, 4
	v_lshrrev_b32_e64 v37, 1, v0
	v_and_b32_e64 v37, v37, 32
	v_or_b32_e64 v36, v36, v37
	v_mov_b32 v37, 0x100
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v38, v3, v37
	v_add_u32_e64 v38, v38, v48
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v3, v36, v3
	v_lshlrev_b32_e64 v3, 2, v3
	v_add_u32_e64 v36, v38, v3
	v_lshrrev_b32_e64 v37, 6, v0
	v_and_b32_e64 v37, v37, 3
	v_and_b32_e64 v0, v0, 63
	v_mov_b32 v39, 0x100
	v_accvgpr_read_b32 v48, a2
	v_mul_lo_u32 v40, v37, v39
	v_add_u32_e64 v40, v40, v48
	v_lshrrev_b32_e64 v37, 0, v37
	v_and_b32_e64 v37, v37, 7
	v_lshlrev_b32_e64 v37, 2, v37
	v_xor_b32_e64 v0, v0, v37
	v_lshlrev_b32_e64 v0, 2, v0
	v_add_u32_e64 v37, v40, v0
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v39, v2, 4
	v_or_b32_e64 v41, v2, 8
	v_or_b32_e64 v42, v2, 12
	v_or_b32_e64 v43, v2, 16
	v_or_b32_e64 v44, v2, 20
	v_or_b32_e64 v45, v2, 24
	v_or_b32_e64 v46, v2, 28
	v_or_b32_e64 v4, v2, 32
	v_or_b32_e64 v5, v2, 36
	v_or_b32_e64 v6, v2, 40
	v_or_b32_e64 v7, v2, 44
	v_or_b32_e64 v8, v2, 48
	v_or_b32_e64 v9, v2, 52
	v_or_b32_e64 v10, v2, 56
	v_or_b32_e64 v11, v2, 60
	v_accvgpr_read_b32 v47, a3
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v47, v2
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v39, v47, v39
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v41, v47, v41
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v42, v47, v42
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v43, v47, v43
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v44, v47, v44
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v45, v47, v45
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v46, v47, v46
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v4, v47, v4
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v5, v47, v5
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v6, v47, v6
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v7, v47, v7
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v8, v47, v8
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v9, v47, v9
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v10, v47, v10
	v_accvgpr_read_b32 v47, a3
	v_add_u32_e64 v11, v47, v11
	v_accvgpr_read_b32 v47, a0
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[26:27], v39, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[28:29], v41, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[30:31], v42, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[32:33], v43, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[34:35], v44, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[36:37], v45, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[38:39], v46, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[40:41], v4, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[42:43], v5, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[44:45], v6, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[46:47], v7, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[48:49], v8, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[50:51], v9, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[52:53], v10, v47
	v_accvgpr_read_b32 v47, a0
	v_cmp_lt_i32_e64 s[54:55], v11, v47
	v_accvgpr_read_b32 v47, a4
	v_accvgpr_read_b32 v48, a1
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[56:57], v47, v48
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
	v_mul_lo_u32 v2, v2, v1
	v_mul_lo_u32 v39, v39, v1
	v_mul_lo_u32 v41, v41, v1
	v_mul_lo_u32 v42, v42, v1
	v_mul_lo_u32 v43, v43, v1
	v_mul_lo_u32 v44, v44, v1
	v_mul_lo_u32 v45, v45, v1
	v_mul_lo_u32 v46, v46, v1
	v_mul_lo_u32 v4, v4, v1
	v_mul_lo_u32 v5, v5, v1
	v_mul_lo_u32 v6, v6, v1
	v_mul_lo_u32 v7, v7, v1
	v_mul_lo_u32 v8, v8, v1
	v_mul_lo_u32 v9, v9, v1
	v_mul_lo_u32 v10, v10, v1
	v_mul_lo_u32 v1, v11, v1
	; %3 = tt.addptr
	v_mul_lo_u32 v66, v2, 4
	v_mul_hi_i32 v67, v2, 4
	v_add_co_u32_e64 v66, vcc, v64, v66
	v_addc_co_u32_e64 v67, vcc, v65, v67, vcc
	v_mul_lo_u32 v68, v39, 4
	v_mul_hi_i32 v69, v39, 4
	v_add_co_u32_e64 v68, vcc, v64, v68
	v_addc_co_u32_e64 v69, vcc, v65, v69, vcc
	v_mul_lo_u32 v70, v41, 4
	v_mul_hi_i32 v71, v41, 4
	v_add_co_u32_e64 v70, vcc, v64, v70
	v_addc_co_u32_e64 v71, vcc, v65, v71, vcc
	v_mul_lo_u32 v72, v42, 4
	v_mul_hi_i32 v73, v42, 4
	v_add_co_u32_e64 v72, vcc, v64, v72
	v_addc_co_u32_e64 v73, vcc, v65, v73, vcc
	v_mul_lo_u32 v74, v43, 4
	v_mul_hi_i32 v75, v43, 4
	v_add_co_u32_e64 v74, vcc, v64, v74
	v_addc_co_u32_e64 v75, vcc, v65, v75, vcc
	v_mul_lo_u32 v76, v44, 4
	v_mul_hi_i32 v77, v44, 4
	v_add_co_u32_e64 v76, vcc, v64, v76
	v_addc_co_u32_e64 v77, vcc, v65, v77, vcc
	v_mul_lo_u32 v78, v45, 4
	v_mul_hi_i32 v79, v45, 4
	v_add_co_u32_e64 v78, vcc, v64, v78
	v_addc_co_u32_e64 v79, vcc, v65, v79, vcc
	v_mul_lo_u32 v80, v46, 4
	v_mul_hi_i32 v81, v46, 4
	v_add_co_u32_e64 v80, vcc, v64, v80
	v_addc_co_u32_e64 v81, vcc, v65, v81, vcc
	v_mul_lo_u32 v82, v4, 4
	v_mul_hi_i32 v83, v4, 4
	v_add_co_u32_e64 v82, vcc, v64, v82
	v_addc_co_u32_e64 v83, vcc, v65, v83, vcc
	v_mul_lo_u32 v84, v5, 4
	v_mul_hi_i32 v85, v5, 4
	v_add_co_u32_e64 v84, vcc, v64, v84
	v_addc_co_u32_e64 v85, vcc, v65, v85, vcc
	v_mul_lo_u32 v86, v6, 4
	v_mul_hi_i32 v87, v6, 4
	v_add_co_u32_e64 v86, vcc, v64, v86
	v_addc_co_u32_e64 v87, vcc, v65, v87, vcc
	v_mul_lo_u32 v88, v7, 4
	v_mul_hi_i32 v89, v7, 4
	v_add_co_u32_e64 v88, vcc, v64, v88
	v_addc_co_u32_e64 v89, vcc, v65, v89, vcc
	v_mul_lo_u32 v90, v8, 4
	v_mul_hi_i32 v91, v8, 4
	v_add_co_u32_e64 v90, vcc, v64, v90
	v_addc_co_u32_e64 v91, vcc, v65, v91, vcc
	v_mul_lo_u32 v92, v9, 4
	v_mul_hi_i32 v93, v9, 4
	v_add_co_u32_e64 v92, vcc, v64, v92
	v_addc_co_u32_e64 v93, vcc, v65, v93, vcc
	v_mul_lo_u32 v94, v10, 4
	v_mul_hi_i32 v95, v10, 4
	v_add_co_u32_e64 v94, vcc, v64, v94
	v_addc_co_u32_e64 v95, vcc, v65, v95, vcc
	v_mul_lo_u32 v96, v1, 4
	v_mul_hi_i32 v97, v1, 4
	v_add_co_u32_e64 v64, vcc, v64, v96
	v_addc_co_u32_e64 v65, vcc, v65, v97, vcc
	v_accvgpr_read_b32 v47, a4
	; %6 = tt.addptr
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v66, vcc, v66, v96
	v_addc_co_u32_e64 v67, vcc, v67, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v68, vcc, v68, v96
	v_addc_co_u32_e64 v69, vcc, v69, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v70, vcc, v70, v96
	v_addc_co_u32_e64 v71, vcc, v71, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v72, vcc, v72, v96
	v_addc_co_u32_e64 v73, vcc, v73, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v74, vcc, v74, v96
	v_addc_co_u32_e64 v75, vcc, v75, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v76, vcc, v76, v96
	v_addc_co_u32_e64 v77, vcc, v77, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v78, vcc, v78, v96
	v_addc_co_u32_e64 v79, vcc, v79, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v80, vcc, v80, v96
	v_addc_co_u32_e64 v81, vcc, v81, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v82, vcc, v82, v96
	v_addc_co_u32_e64 v83, vcc, v83, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v84, vcc, v84, v96
	v_addc_co_u32_e64 v85, vcc, v85, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v86, vcc, v86, v96
	v_addc_co_u32_e64 v87, vcc, v87, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v88, vcc, v88, v96
	v_addc_co_u32_e64 v89, vcc, v89, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v90, vcc, v90, v96
	v_addc_co_u32_e64 v91, vcc, v91, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v92, vcc, v92, v96
	v_addc_co_u32_e64 v93, vcc, v93, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v94, vcc, v94, v96
	v_addc_co_u32_e64 v95, vcc, v95, v97, vcc
	v_accvgpr_read_b32 v47, a4
	v_mul_lo_u32 v96, v47, 4
	v_mul_hi_i32 v97, v47, 4
	v_add_co_u32_e64 v64, vcc, v64, v96
	v_addc_co_u32_e64 v65, vcc, v65, v97, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v28, a5
	v_accvgpr_read_b32 v29, a6
	v_accvgpr_read_b32 v30, a7
	v_accvgpr_read_b32 v31, a8
	ds_write_b128 v36, v[28:31]
	v_xor_b32_e64 v1, v3, 32
	v_add_u32_e64 v1, v38, v1
	v_accvgpr_read_b32 v32, a9
	v_accvgpr_read_b32 v33, a10
	v_accvgpr_read_b32 v34, a11
	v_accvgpr_read_b32 v35, a12
	ds_write_b128 v1, v[32:35]
	v_xor_b32_e64 v1, v3, 64
	v_add_u32_e64 v1, v38, v1
	v_accvgpr_read_b32 v4, a13
	v_accvgpr_read_b32 v5, a14
	v_accvgpr_read_b32 v6, a15
	v_accvgpr_read_b32 v7, a16
	ds_write_b128 v1, v[4:7]
	v_xor_b32_e32 v1, 0x60, v3
	v_add_u32_e64 v1, v38, v1
	v_accvgpr_read_b32 v8, a17
	v_accvgpr_read_b32 v9, a18
	v_accvgpr_read_b32 v10, a19
	v_accvgpr_read_b32 v11, a20
	ds_write_b128 v1, v[8:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v37
	v_xor_b32_e64 v2, v0, 64
	v_add_u32_e64 v2, v40, v2
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v37 offset:2048
	v_xor_b32_e64 v36, v0, 64
	v_add_u32_e64 v36, v40, v36
	ds_read_b32 v36, v36 offset:3072
	ds_read_b32 v38, v37 offset:4096
	v_xor_b32_e64 v39, v0, 64
	v_add_u32_e64 v39, v40, v39
	ds_read_b32 v39, v39 offset:5120
	ds_read_b32 v41, v37 offset:6144
	v_xor_b32_e64 v42, v0, 64
	v_add_u32_e64 v42, v40, v42
	ds_read_b32 v42, v42 offset:7168
	ds_read_b32 v43, v37 offset:8192
	v_xor_b32_e64 v44, v0, 64
	v_add_u32_e64 v44, v40, v44
	ds_read_b32 v44, v44 offset:9216
	ds_read_b32 v45, v37 offset:10240
	v_xor_b32_e64 v46, v0, 64
	v_add_u32_e64 v46, v40, v46
	ds_read_b32 v46, v46 offset:11264
	ds_read_b32 v4, v37 offset:12288
	v_xor_b32_e64 v5, v0, 64
	v_add_u32_e64 v5, v40, v5
	ds_read_b32 v5, v5 offset:13312
	ds_read_b32 v37, v37 offset:14336
	v_xor_b32_e64 v0, v0, 64
	v_add_u32_e64 v0, v40, v0
	ds_read_b32 v0, v0 offset:15360
	s_waitcnt lgkmcnt(15)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[66:67], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(14)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[68:69], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(13)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[70:71], v3, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(12)
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[72:73], v36, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(11)
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[74:75], v38, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(10)
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[76:77], v39, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(9)
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_store_dword v[78:79], v41, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(8)
	s_and_saveexec_b64 s[8:9], s[38:39]
	global_store_dword v[80:81], v42, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(7)
	s_and_saveexec_b64 s[8:9], s[40:41]
	global_store_dword v[82:83], v43, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(6)
	s_and_saveexec_b64 s[8:9], s[42:43]
	global_store_dword v[84:85], v44, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(5)
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_store_dword v[86:87], v45, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(4)
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_store_dword v[88:89], v46, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(3)
	s_and_saveexec_b64 s[8:9], s[48:49]
	global_store_dword v[90:91], v4, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[50:51]
	global_store_dword v[92:93], v5, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[52:53]
	global_store_dword v[94:95], v37, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[54:55]
	global_store_dword v[64:65], v0, off
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
		.amdhsa_next_free_vgpr 237
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 216
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
    .vgpr_count: 237
    .agpr_count: 21
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
