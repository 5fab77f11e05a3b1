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
	v_mov_b32 v56, s12
	v_mov_b32 v57, s13
	v_mov_b32 v58, s14
	v_mov_b32 v59, s15
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_mov_b32 v3, s20
	v_mov_b32 v28, s21
	v_mov_b32 v29, s22
	v_mov_b32 v30, 0
	v_mov_b32 v31, 0
	v_and_b32_e64 v32, v0, 31
	v_lshrrev_b32_e64 v33, 4, v0
	v_and_b32_e64 v33, v33, 15
	v_lshrrev_b32_e64 v34, 5, v0
	v_and_b32_e64 v34, v34, 7
	v_and_b32_e64 v35, v0, 15
	v_mov_b32 v36, 0
	v_lshrrev_b32_e64 v37, 4, v0
	v_and_b32_e64 v37, v37, 15
	v_and_b32_e64 v38, v0, 15
	v_mul_lo_u32 v39, v37, 64
	v_add_u32_e64 v39, v39, v36
	v_lshrrev_b32_e64 v37, 0, v37
	v_and_b32_e64 v37, v37, 15
	v_lshlrev_b32_e64 v37, 0, v37
	v_xor_b32_e64 v37, v38, v37
	v_lshlrev_b32_e64 v37, 2, v37
	v_add_u32_e64 v37, v39, v37
	v_and_b32_e64 v38, v0, 31
	v_lshrrev_b32_e64 v39, 5, v0
	v_and_b32_e64 v39, v39, 1
	v_mul_lo_u32 v40, v38, 64
	v_add_u32_e64 v40, v40, v36
	v_lshrrev_b32_e64 v38, 0, v38
	v_and_b32_e64 v38, v38, 15
	v_lshlrev_b32_e64 v38, 0, v38
	v_xor_b32_e64 v38, v39, v38
	v_lshlrev_b32_e64 v38, 2, v38
	v_add_u32_e64 v39, v40, v38
	v_lshrrev_b32_e64 v41, 5, v0
	v_and_b32_e64 v41, v41, 7
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v43, v41, v42
	v_add_u32_e64 v43, v43, v36
	v_and_b32_e64 v41, v0, 31
	v_mul_lo_u32 v42, v41, 4
	v_add_u32_e64 v42, v42, v43
	v_lshrrev_b32_e64 v41, 5, v0
	v_and_b32_e64 v41, v41, 1
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v44, v41, v43
	v_add_u32_e64 v44, v44, v36
	v_and_b32_e64 v41, v0, 31
	v_mul_lo_u32 v43, v41, 4
	v_add_u32_e64 v43, v43, v44
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v41, s4
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v44, v2, 31
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v45, 32
	v_ashrrev_i32 v47, 31, v44
	v_ashrrev_i32 v48, 31, v45
	v_add_u32_e32 v49, v44, v47
	v_xor_b32_e32 v49, v49, v47
	v_add_u32_e32 v50, v45, v48
	v_xor_b32_e32 v50, v50, v48
	v_xor_b32_e32 v48, v47, v48
	v_cvt_f32_u32 v46, v50
	v_rcp_iflag_f32 v46, v46
	v_mul_f32_e32 v46, 0x4f7ffffe, v46
	v_cvt_u32_f32 v46, v46
	v_sub_u32_e32 v51, 0, v50
	v_mul_lo_u32 v51, v51, v46
	v_mul_hi_u32 v51, v46, v51
	v_add_u32_e32 v46, v46, v51
	v_mul_hi_u32 v46, v49, v46
	v_mul_lo_u32 v51, v46, v50
	v_sub_u32_e32 v51, v49, v51
	v_add_u32_e32 v49, 1, v46
	v_cmp_ge_u32_e32 vcc, v51, v50
	v_cndmask_b32_e32 v46, v46, v49, vcc
	v_sub_u32_e32 v49, v51, v50
	v_cndmask_b32_e32 v51, v51, v49, vcc
	v_add_u32_e32 v49, 1, v46
	v_cmp_ge_u32_e32 vcc, v51, v50
	v_cndmask_b32_e32 v46, v46, v49, vcc
	v_sub_u32_e32 v49, v51, v50
	v_cndmask_b32_e32 v51, v51, v49, vcc
	v_xor_b32_e32 v46, v46, v48
	v_sub_u32_e32 v46, v46, v48
	; %pid_m = arith.divsi
	v_ashrrev_i32 v45, 31, v41
	v_ashrrev_i32 v47, 31, v46
	v_add_u32_e32 v48, v41, v45
	v_xor_b32_e32 v48, v48, v45
	v_add_u32_e32 v49, v46, v47
	v_xor_b32_e32 v49, v49, v47
	v_xor_b32_e32 v47, v45, v47
	v_cvt_f32_u32 v44, v49
	v_rcp_iflag_f32 v44, v44
	v_mul_f32_e32 v44, 0x4f7ffffe, v44
	v_cvt_u32_f32 v44, v44
	v_sub_u32_e32 v50, 0, v49
	v_mul_lo_u32 v50, v50, v44
	v_mul_hi_u32 v50, v44, v50
	v_add_u32_e32 v44, v44, v50
	v_mul_hi_u32 v44, v48, v44
	v_mul_lo_u32 v50, v44, v49
	v_sub_u32_e32 v50, v48, v50
	v_add_u32_e32 v48, 1, v44
	v_cmp_ge_u32_e32 vcc, v50, v49
	v_cndmask_b32_e32 v44, v44, v48, vcc
	v_sub_u32_e32 v48, v50, v49
	v_cndmask_b32_e32 v50, v50, v48, vcc
	v_add_u32_e32 v48, 1, v44
	v_cmp_ge_u32_e32 vcc, v50, v49
	v_cndmask_b32_e32 v44, v44, v48, vcc
	v_sub_u32_e32 v48, v50, v49
	v_cndmask_b32_e32 v50, v50, v48, vcc
	v_xor_b32_e32 v44, v44, v47
	v_sub_u32_e32 v44, v44, v47
	; %pid_n = arith.remsi
	v_mul_lo_u32 v45, v44, v46
	v_sub_u32_e64 v41, v41, v45
	; %rm = arith.muli
	v_lshlrev_b32_e64 v44, 5, v44
	; %rm_4 = tt.make_range
	v_or_b32_e64 v45, v33, 16
	; %rm_6 = arith.addi
	v_add_u32_e64 v33, v44, v33
	v_add_u32_e64 v45, v44, v45
	; %rn = arith.muli
	v_lshlrev_b32_e64 v41, 5, v41
	; %rn_8 = arith.addi
	v_add_u32_e64 v32, v41, v32
	; %rk_1 = tt.make_range
	v_or_b32_e64 v41, v34, 8
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v46, v33, v28
	v_mul_lo_u32 v28, v45, v28
	; %a_ptrs_12 = tt.addptr
	v_mad_i64_i32 v[60:61], vcc, v46, 4, v[56:57]
	v_mad_i64_i32 v[56:57], vcc, v28, 4, v[56:57]
	; %a_ptrs_16 = tt.addptr
	v_mad_i64_i32 v[60:61], vcc, v35, 4, v[60:61]
	v_mad_i64_i32 v[56:57], vcc, v35, 4, v[56:57]
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v28, v34, v29
	v_mul_lo_u32 v46, v41, v29
	; %b_ptrs_20 = tt.addptr
	v_mad_i64_i32 v[62:63], vcc, v28, 4, v[58:59]
	v_mad_i64_i32 v[58:59], vcc, v46, 4, v[58:59]
	; %b_ptrs_24 = tt.addptr
	v_mad_i64_i32 v[62:63], vcc, v32, 4, v[62:63]
	v_mad_i64_i32 v[58:59], vcc, v32, 4, v[58:59]
	v_mov_b32 v4, v30
	v_mov_b32 v5, v30
	v_mov_b32 v6, v30
	v_mov_b32 v7, v30
	v_mov_b32 v8, v30
	v_mov_b32 v9, v30
	v_mov_b32 v10, v30
	v_mov_b32 v11, v30
	v_mov_b32 v12, v30
	v_mov_b32 v13, v30
	v_mov_b32 v14, v30
	v_mov_b32 v15, v30
	v_mov_b32 v16, v30
	v_mov_b32 v17, v30
	v_mov_b32 v18, v30
	v_mov_b32 v19, v30
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v31, v3
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v33, v1
	; %k_left = arith.subi
	v_sub_u32_e64 v28, v3, v31
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v35, v28
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %a_41 = tt.load
	v_mov_b32 v30, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v30, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v45, v1
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %a_41 = tt.load
	v_mov_b32 v46, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v46, v[56:57], off
	s_or_b64 exec, exec, s[8:9]
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v34, v28
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v32, v2
	; %b_47 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v47, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v47, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v41, v28
	; %b_47 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	; %b_48 = tt.load
	v_mov_b32 v28, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v28, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(3)
	ds_write_b32 v37, v30
	s_waitcnt vmcnt(2)
	ds_write_b32 v37, v46 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v30, v39
	v_xor_b32_e64 v46, v38, 8
	v_add_u32_e64 v46, v40, v46
	ds_read_b32 v46, v46
	v_xor_b32_e64 v48, v38, 16
	v_add_u32_e64 v48, v40, v48
	ds_read_b32 v48, v48
	v_xor_b32_e64 v49, v38, 24
	v_add_u32_e64 v49, v40, v49
	ds_read_b32 v49, v49
	v_xor_b32_e64 v50, v38, 32
	v_add_u32_e64 v50, v40, v50
	ds_read_b32 v50, v50
	v_xor_b32_e64 v51, v38, 40
	v_add_u32_e64 v51, v40, v51
	ds_read_b32 v51, v51
	v_xor_b32_e64 v52, v38, 48
	v_add_u32_e64 v52, v40, v52
	ds_read_b32 v52, v52
	v_xor_b32_e64 v53, v38, 56
	v_add_u32_e64 v53, v40, v53
	ds_read_b32 v53, v53
	s_waitcnt vmcnt(1)
	; v94 = ttg.convert_layout
	ds_write_b32 v42, v47 offset:2048
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v28 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v28, v43 offset:2048
	ds_read_b32 v47, v43 offset:2304
	ds_read_b32 v54, v43 offset:2560
	ds_read_b32 v20, v43 offset:2816
	ds_read_b32 v21, v43 offset:3072
	ds_read_b32 v22, v43 offset:3328
	ds_read_b32 v23, v43 offset:3584
	ds_read_b32 v24, v43 offset:3840
	; %acc_49 = tt.dot
	v_mov_b32 v232, v4
	v_mov_b32 v233, v5
	v_mov_b32 v234, v6
	v_mov_b32 v235, v7
	v_mov_b32 v236, v8
	v_mov_b32 v237, v9
	v_mov_b32 v238, v10
	v_mov_b32 v239, v11
	v_mov_b32 v240, v12
	v_mov_b32 v241, v13
	v_mov_b32 v242, v14
	v_mov_b32 v243, v15
	v_mov_b32 v244, v16
	v_mov_b32 v245, v17
	v_mov_b32 v246, v18
	v_mov_b32 v247, v19
	s_waitcnt lgkmcnt(7)
	v_mov_b32 v248, v28
	v_mov_b32 v250, v30
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v248, v250, v[232:247]
	s_waitcnt lgkmcnt(6)
	v_mov_b32 v252, v47
	v_mov_b32 v254, v46
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v252, v254, v[232:247]
	s_waitcnt lgkmcnt(5)
	v_mov_b32 v248, v54
	v_mov_b32 v250, v48
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v248, v250, v[232:247]
	s_waitcnt lgkmcnt(4)
	v_mov_b32 v252, v20
	v_mov_b32 v254, v49
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v252, v254, v[232:247]
	s_waitcnt lgkmcnt(3)
	v_mov_b32 v248, v21
	v_mov_b32 v250, v50
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v248, v250, v[232:247]
	s_waitcnt lgkmcnt(2)
	v_mov_b32 v252, v22
	v_mov_b32 v254, v51
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v252, v254, v[232:247]
	s_waitcnt lgkmcnt(1)
	v_mov_b32 v248, v23
	v_mov_b32 v250, v52
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v248, v250, v[232:247]
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v252, v24
	v_mov_b32 v254, v53
	s_nop 1
	v_mfma_f32_32x32x2f32 v[232:247], v252, v254, v[232:247]
	s_nop 15
	s_nop 2
	v_mov_b32 v28, v232
	v_mov_b32 v30, v233
	v_mov_b32 v46, v234
	v_mov_b32 v47, v235
	v_mov_b32 v48, v236
	v_mov_b32 v49, v237
	v_mov_b32 v50, v238
	v_mov_b32 v51, v239
	v_mov_b32 v52, v240
	v_mov_b32 v53, v241
	v_mov_b32 v54, v242
	v_mov_b32 v20, v243
	v_mov_b32 v21, v244
	v_mov_b32 v22, v245
	v_mov_b32 v23, v246
	v_mov_b32 v24, v247
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v64, 64
	v_mov_b32 v65, 0
	v_add_co_u32_e64 v60, vcc, v60, v64
	v_addc_co_u32_e64 v61, vcc, v61, v65, vcc
	v_mov_b32 v64, 64
	v_mov_b32 v65, 0
	v_add_co_u32_e64 v56, vcc, v56, v64
	v_addc_co_u32_e64 v57, vcc, v57, v65, vcc
	; %b_ptrs_51 = arith.muli
	v_lshlrev_b32_e64 v25, 4, v29
	; %b_ptrs_53 = tt.addptr
	v_mad_i64_i32 v[62:63], vcc, v25, 4, v[62:63]
	v_mad_i64_i32 v[58:59], vcc, v25, 4, v[58:59]
	v_add_u32_e64 v31, v31, 16
	v_mov_b32 v4, v28
	v_mov_b32 v5, v30
	v_mov_b32 v6, v46
	v_mov_b32 v7, v47
	v_mov_b32 v8, v48
	v_mov_b32 v9, v49
	v_mov_b32 v10, v50
	v_mov_b32 v11, v51
	v_mov_b32 v12, v52
	v_mov_b32 v13, v53
	v_mov_b32 v14, v54
	v_mov_b32 v15, v20
	v_mov_b32 v16, v21
	v_mov_b32 v17, v22
	v_mov_b32 v18, v23
	v_mov_b32 v19, v24
	s_branch .LBB0_2
.LBB0_4:
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_and_b32_e64 v3, v0, 31
	v_mov_b32 v28, 0x80
	v_mul_lo_u32 v29, v3, v28
	v_add_u32_e64 v29, v29, v36
	v_lshrrev_b32_e64 v28, 3, v0
	v_and_b32_e64 v28, v28, 4
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v3, v28, v3
	v_lshlrev_b32_e64 v3, 2, v3
	v_add_u32_e64 v28, v29, v3
	; v99 = ttg.convert_layout
	ds_write_b128 v28, v[4:7]
	v_xor_b32_e64 v28, v3, 32
	v_add_u32_e64 v28, v29, v28
	ds_write_b128 v28, v[8:11]
	v_xor_b32_e64 v28, v3, 64
	v_add_u32_e64 v28, v29, v28
	ds_write_b128 v28, v[12:15]
	v_xor_b32_e32 v3, 0x60, v3
	v_add_u32_e64 v3, v29, v3
	ds_write_b128 v3, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e64 v3, 5, v0
	v_and_b32_e64 v3, v3, 7
	v_mov_b32 v28, 0x80
	v_mul_lo_u32 v29, v3, v28
	v_add_u32_e64 v29, v29, v36
	v_and_b32_e64 v28, v0, 31
	v_lshrrev_b32_e64 v3, 0, v3
	v_and_b32_e64 v3, v3, 7
	v_lshlrev_b32_e64 v3, 2, v3
	v_xor_b32_e64 v3, v28, v3
	v_lshlrev_b32_e64 v3, 2, v3
	v_add_u32_e64 v3, v29, v3
	; v99 = ttg.convert_layout
	ds_read_b32 v28, v3
	ds_read_b32 v29, v3 offset:1024
	ds_read_b32 v30, v3 offset:2048
	ds_read_b32 v3, v3 offset:3072
	v_mov_b32 v56, s16
	v_mov_b32 v57, s17
	v_lshrrev_b32_e64 v0, 5, v0
	v_and_b32_e64 v0, v0, 7
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v31, v44, v0
	v_mov_b32 v33, s23
	; %1 = arith.muli
	v_mul_lo_u32 v34, v31, v33
	; %3 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v34, 4, v[56:57]
	; %6 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v32, 4, v[58:59]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v31, v1
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v32, v2
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[58:59], v28, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 8
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v44, v2
	; %1 = arith.muli
	v_mul_lo_u32 v28, v2, v33
	; %3 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v28, 4, v[56:57]
	; %6 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v32, 4, v[58:59]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(2)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[58:59], v29, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v0, 16
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v2, v44, v2
	; %1 = arith.muli
	v_mul_lo_u32 v28, v2, v33
	; %3 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v28, 4, v[56:57]
	; %6 = tt.addptr
	v_mad_i64_i32 v[58:59], vcc, v32, 4, v[58:59]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v2, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(1)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[58:59], v30, off
	s_or_b64 exec, exec, s[8:9]
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v0, v0, 24
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v0, v44, v0
	; %1 = arith.muli
	v_mul_lo_u32 v2, v0, v33
	; %3 = tt.addptr
	v_mad_i64_i32 v[56:57], vcc, v2, 4, v[56:57]
	; %6 = tt.addptr
	v_mad_i64_i32 v[56:57], vcc, v32, 4, v[56:57]
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v0, v1
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(0)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[56:57], v3, off
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
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 28
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
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 30
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
