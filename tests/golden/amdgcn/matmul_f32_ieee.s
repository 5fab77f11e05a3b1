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
	v_mov_b32 v68, s12
	v_mov_b32 v69, s13
	v_mov_b32 v72, s14
	v_mov_b32 v73, s15
	v_mov_b32 v76, s16
	v_mov_b32 v77, s17
	v_mov_b32 v40, s18
	v_mov_b32 v44, s19
	v_accvgpr_write_b32 a0, v44
	v_mov_b32 v48, s20
	v_mov_b32 v17, v48
	v_mov_b32 v55, s21
	v_mov_b32 v57, s22
	v_mov_b32 v19, v57
	v_mov_b32 v42, s23
	v_accvgpr_write_b32 a1, v42
	v_mov_b32 v4, 0
	v_accvgpr_write_b32 a10, v4
	v_mov_b32 v3, 0
	v_and_b32_e64 v56, v0, 31
	v_lshrrev_b32_e64 v58, 5, v0
	v_and_b32_e64 v60, v58, 7
	v_lshrrev_b32_e64 v62, 4, v0
	v_and_b32_e64 v41, v62, 15
	v_lshrrev_b32_e64 v1, 5, v0
	v_and_b32_e64 v1, v1, 7
	v_accvgpr_write_b32 a2, v1
	v_and_b32_e64 v37, v0, 15
	v_accvgpr_write_b32 a3, v37
	v_mov_b32 v36, 0
	v_lshrrev_b32_e64 v1, 4, v0
	v_and_b32_e64 v37, v1, 15
	v_and_b32_e64 v2, v0, 15
	v_mul_lo_u32 v1, v37, 64
	v_add_u32_e64 v1, v1, v36
	v_lshrrev_b32_e64 v37, 1, v37
	v_and_b32_e64 v37, v37, 3
	v_lshlrev_b32_e64 v37, 2, v37
	v_xor_b32_e64 v2, v2, v37
	v_lshlrev_b32_e64 v2, 2, v2
	v_add_u32_e64 v37, v1, v2
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v1, v1, 30
	v_mov_b32 v39, 0
	v_mul_lo_u32 v38, v1, 64
	v_add_u32_e64 v38, v38, v36
	v_lshrrev_b32_e64 v42, 1, v1
	v_and_b32_e64 v42, v42, 3
	v_lshlrev_b32_e64 v43, 2, v42
	v_xor_b32_e64 v45, v39, v43
	v_lshlrev_b32_e64 v47, 2, v45
	v_add_u32_e64 v49, v38, v47
	v_lshrrev_b32_e64 v51, 5, v0
	v_and_b32_e64 v53, v51, 7
	v_mov_b32 v58, 0x80
	v_mul_lo_u32 v57, v53, v58
	v_add_u32_e64 v57, v57, v36
	v_and_b32_e64 v59, v0, 31
	v_mul_lo_u32 v61, v59, 4
	v_add_u32_e64 v61, v61, v57
	v_lshlrev_b32_e64 v1, 1, v0
	v_and_b32_e64 v1, v1, 30
	v_mul_lo_u32 v39, v1, 4
	v_add_u32_e64 v39, v39, v36
	v_lshrrev_b32_e64 v1, 3, v0
	v_and_b32_e64 v2, v1, 30
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v1, v2, v42
	v_add_u32_e64 v1, v1, v36
	v_lshlrev_b32_e64 v2, 1, v0
	v_and_b32_e64 v2, v2, 30
	v_mul_lo_u32 v43, v2, 4
	v_add_u32_e64 v43, v43, v1
	v_accvgpr_write_b32 a4, v43
	v_lshrrev_b32_e64 v1, 5, v0
	v_and_b32_e64 v2, v1, 7
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v1, v2, v42
	v_add_u32_e64 v1, v1, v36
	v_and_b32_e64 v0, v0, 31
	v_mul_lo_u32 v36, v0, 4
	v_add_u32_e64 v36, v36, v1
	v_accvgpr_write_b32 a5, v36
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v1, s4
	v_accvgpr_read_b32 v44, a0
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v36, v44, 31
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v50, 32
	v_ashrrev_i32 v48, 31, v36
	v_ashrrev_i32 v46, 31, v50
	v_add_u32_e32 v45, v36, v48
	v_xor_b32_e32 v45, v45, v48
	v_add_u32_e32 v43, v50, v46
	v_xor_b32_e32 v43, v43, v46
	v_xor_b32_e32 v46, v48, v46
	v_cvt_f32_u32 v42, v43
	v_rcp_iflag_f32 v42, v42
	v_mul_f32_e32 v42, 0x4f7ffffe, v42
	v_cvt_u32_f32 v42, v42
	v_sub_u32_e32 v44, 0, v43
	v_mul_lo_u32 v44, v44, v42
	v_mul_hi_u32 v44, v42, v44
	v_add_u32_e32 v42, v42, v44
	v_mul_hi_u32 v42, v45, v42
	v_mul_lo_u32 v44, v42, v43
	v_sub_u32_e32 v44, v45, v44
	v_add_u32_e32 v45, 1, v42
	v_cmp_ge_u32_e32 vcc, v44, v43
	v_cndmask_b32_e32 v42, v42, v45, vcc
	v_sub_u32_e32 v45, v44, v43
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_add_u32_e32 v45, 1, v42
	v_cmp_ge_u32_e32 vcc, v44, v43
	v_cndmask_b32_e32 v42, v42, v45, vcc
	v_sub_u32_e32 v45, v44, v43
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_xor_b32_e32 v42, v42, v46
	v_sub_u32_e32 v42, v42, v46
	; %pid_m = arith.divsi
	v_ashrrev_i32 v53, 31, v1
	v_ashrrev_i32 v48, 31, v42
	v_add_u32_e32 v52, v1, v53
	v_xor_b32_e32 v52, v52, v53
	v_add_u32_e32 v50, v42, v48
	v_xor_b32_e32 v50, v50, v48
	v_xor_b32_e32 v48, v53, v48
	v_cvt_f32_u32 v46, v50
	v_rcp_iflag_f32 v46, v46
	v_mul_f32_e32 v46, 0x4f7ffffe, v46
	v_cvt_u32_f32 v46, v46
	v_sub_u32_e32 v51, 0, v50
	v_mul_lo_u32 v51, v51, v46
	v_mul_hi_u32 v51, v46, v51
	v_add_u32_e32 v46, v46, v51
	v_mul_hi_u32 v46, v52, v46
	v_mul_lo_u32 v51, v46, v50
	v_sub_u32_e32 v51, v52, v51
	v_add_u32_e32 v52, 1, v46
	v_cmp_ge_u32_e32 vcc, v51, v50
	v_cndmask_b32_e32 v46, v46, v52, vcc
	v_sub_u32_e32 v52, v51, v50
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_add_u32_e32 v52, 1, v46
	v_cmp_ge_u32_e32 vcc, v51, v50
	v_cndmask_b32_e32 v46, v46, v52, vcc
	v_sub_u32_e32 v52, v51, v50
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_xor_b32_e32 v46, v46, v48
	v_sub_u32_e32 v46, v46, v48
	; %pid_n = arith.remsi
	v_ashrrev_i32 v0, 31, v1
	v_ashrrev_i32 v62, 31, v42
	v_add_u32_e32 v59, v1, v0
	v_xor_b32_e32 v59, v59, v0
	v_add_u32_e32 v57, v42, v62
	v_xor_b32_e32 v57, v57, v62
	v_xor_b32_e32 v62, v0, v62
	v_cvt_f32_u32 v54, v57
	v_rcp_iflag_f32 v54, v54
	v_mul_f32_e32 v54, 0x4f7ffffe, v54
	v_cvt_u32_f32 v54, v54
	v_sub_u32_e32 v58, 0, v57
	v_mul_lo_u32 v58, v58, v54
	v_mul_hi_u32 v58, v54, v58
	v_add_u32_e32 v54, v54, v58
	v_mul_hi_u32 v54, v59, v54
	v_mul_lo_u32 v58, v54, v57
	v_sub_u32_e32 v58, v59, v58
	v_add_u32_e32 v59, 1, v54
	v_cmp_ge_u32_e32 vcc, v58, v57
	v_cndmask_b32_e32 v54, v54, v59, vcc
	v_sub_u32_e32 v59, v58, v57
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_add_u32_e32 v59, 1, v54
	v_cmp_ge_u32_e32 vcc, v58, v57
	v_cndmask_b32_e32 v54, v54, v59, vcc
	v_sub_u32_e32 v59, v58, v57
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_xor_b32_e32 v54, v58, v0
	v_sub_u32_e32 v54, v54, v0
	; %rm = arith.muli
	v_mul_lo_u32 v62, v46, 32
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v36, v60, 8
	v_or_b32_e64 v2, v60, 16
	v_or_b32_e64 v1, v60, 24
	; %rm_4 = tt.make_range
	v_or_b32_e64 v0, v41, 16
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v50, v62, v60
	v_accvgpr_write_b32 a6, v50
	v_add_u32_e64 v51, v62, v36
	v_accvgpr_write_b32 a7, v51
	v_add_u32_e64 v46, v62, v2
	v_accvgpr_write_b32 a8, v46
	v_add_u32_e64 v45, v62, v1
	v_accvgpr_write_b32 a9, v45
	; %rm_6 = arith.addi
	v_add_u32_e64 v52, v62, v41
	v_add_u32_e64 v53, v62, v0
	; %rn = arith.muli
	v_mul_lo_u32 v0, v54, 32
	; %rn_8 = arith.addi
	v_add_u32_e64 v41, v0, v56
	v_accvgpr_read_b32 v1, a2
	; %rk_1 = tt.make_range
	v_or_b32_e64 v54, v1, 8
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v1, v52, v55
	v_mul_lo_u32 v0, v53, v55
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v122, v1, 4
	v_mul_hi_i32 v123, v1, 4
	v_add_co_u32_e64 v126, vcc, v68, v122
	v_addc_co_u32_e64 v127, vcc, v69, v123, vcc
	v_mul_lo_u32 v66, v0, 4
	v_mul_hi_i32 v67, v0, 4
	v_add_co_u32_e64 v70, vcc, v68, v66
	v_addc_co_u32_e64 v71, vcc, v69, v67, vcc
	v_accvgpr_read_b32 v50, a3
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v74, v50, 4
	v_mul_hi_i32 v75, v50, 4
	v_add_co_u32_e64 v100, vcc, v126, v74
	v_addc_co_u32_e64 v101, vcc, v127, v75, vcc
	v_accvgpr_read_b32 v56, a3
	v_mul_lo_u32 v80, v56, 4
	v_mul_hi_i32 v81, v56, 4
	v_add_co_u32_e64 v106, vcc, v70, v80
	v_addc_co_u32_e64 v107, vcc, v71, v81, vcc
	v_accvgpr_read_b32 v1, a2
	v_mov_b32 v57, v19
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v45, v1, v57
	v_mul_lo_u32 v48, v54, v57
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v92, v45, 4
	v_mul_hi_i32 v93, v45, 4
	v_add_co_u32_e64 v96, vcc, v72, v92
	v_addc_co_u32_e64 v97, vcc, v73, v93, vcc
	v_mul_lo_u32 v102, v48, 4
	v_mul_hi_i32 v103, v48, 4
	v_add_co_u32_e64 v104, vcc, v72, v102
	v_addc_co_u32_e64 v105, vcc, v73, v103, vcc
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v108, v41, 4
	v_mul_hi_i32 v109, v41, 4
	v_add_co_u32_e64 v112, vcc, v96, v108
	v_addc_co_u32_e64 v113, vcc, v97, v109, vcc
	v_mul_lo_u32 v110, v41, 4
	v_mul_hi_i32 v111, v41, 4
	v_add_co_u32_e64 v114, vcc, v104, v110
	v_addc_co_u32_e64 v115, vcc, v105, v111, vcc
	v_mov_b32 v48, v17
	v_accvgpr_read_b32 v63, a10
	v_accvgpr_write_b32 a11, v63
	v_accvgpr_write_b32 a12, v63
	v_accvgpr_write_b32 a13, v63
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v3, v48
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %k_left = arith.subi
	v_sub_u32_e64 v2, v48, v3
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[26:27], v52, v40
	v_cmp_lt_i32_e64 s[24:25], v53, v40
	v_accvgpr_read_b32 v0, a3
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v0, v2
	; %a_40 = arith.andi
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_and_b64 s[24:25], s[24:25], s[28:29]
	; %a_41 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v1, v[100:101], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v0, v[106:107], off
	s_or_b64 exec, exec, s[8:9]
	v_accvgpr_read_b32 v36, a2
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v36, v2
	v_cmp_lt_i32_e64 s[26:27], v54, v2
	v_accvgpr_read_b32 v44, a0
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[30:31], v41, v44
	; %b_47 = arith.andi
	s_and_b64 s[32:33], s[24:25], s[30:31]
	s_and_b64 s[34:35], s[26:27], s[30:31]
	; %b_48 = tt.load
	v_mov_b32 v42, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v42, v[112:113], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v43, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v43, v[114:115], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(3)
	ds_write_b32 v37, v1
	s_waitcnt vmcnt(2)
	ds_write_b32 v37, v0 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[4:7], v49
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v45, v4
	v_accvgpr_write_b32 a14, v5
	v_xor_b32_e64 v55, v47, 16
	v_add_u32_e64 v56, v38, v55
	ds_read_b128 v[8:11], v56
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v36, v9
	v_mov_b32 v46, v8
	v_xor_b32_e64 v0, v47, 32
	v_add_u32_e64 v0, v38, v0
	ds_read_b128 v[12:15], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v1, v12
	v_accvgpr_write_b32 a15, v13
	v_xor_b32_e64 v0, v47, 48
	v_add_u32_e64 v0, v38, v0
	ds_read_b128 v[16:19], v0
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a16, v16
	v_accvgpr_write_b32 a17, v17
	ds_read_b128 v[20:23], v49 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a18, v20
	v_accvgpr_write_b32 a19, v21
	v_xor_b32_e64 v0, v47, 16
	v_add_u32_e64 v0, v38, v0
	ds_read_b128 v[24:27], v0 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a20, v24
	v_accvgpr_write_b32 a21, v25
	v_xor_b32_e64 v0, v47, 32
	v_add_u32_e64 v2, v38, v0
	ds_read_b128 v[28:31], v2 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a22, v28
	v_accvgpr_write_b32 a23, v29
	v_xor_b32_e64 v44, v47, 48
	v_add_u32_e64 v44, v38, v44
	ds_read_b128 v[32:35], v44 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a24, v32
	v_accvgpr_write_b32 a25, v33
	s_waitcnt vmcnt(1)
	; v94 = ttg.convert_layout
	ds_write_b32 v61, v42 offset:2048
	s_waitcnt vmcnt(0)
	ds_write_b32 v61, v43 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v39 offset:2048
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v60, v4
	v_accvgpr_write_b32 a26, v5
	ds_read_b64 v[8:9], v39 offset:2176
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v0, v8
	v_accvgpr_write_b32 a27, v9
	ds_read_b64 v[12:13], v39 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v56, v12
	v_accvgpr_write_b32 a28, v13
	ds_read_b64 v[16:17], v39 offset:2432
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v51, v17
	v_mov_b32 v58, v16
	ds_read_b64 v[20:21], v39 offset:2560
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v59, v20
	v_accvgpr_write_b32 a29, v21
	ds_read_b64 v[24:25], v39 offset:2688
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v50, v24
	v_accvgpr_write_b32 a30, v25
	ds_read_b64 v[28:29], v39 offset:2816
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v62, v28
	v_accvgpr_write_b32 a31, v29
	ds_read_b64 v[32:33], v39 offset:2944
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v2, v32
	v_accvgpr_write_b32 a32, v33
	ds_read_b64 v[4:5], v39 offset:3072
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a33, v5
	ds_read_b64 v[8:9], v39 offset:3200
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a34, v9
	ds_read_b64 v[12:13], v39 offset:3328
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a35, v13
	ds_read_b64 v[16:17], v39 offset:3456
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a36, v17
	ds_read_b64 v[20:21], v39 offset:3584
	ds_read_b64 v[24:25], v39 offset:3712
	ds_read_b64 v[28:29], v39 offset:3840
	ds_read_b64 v[32:33], v39 offset:3968
	v_mov_b32 v55, v60
	v_accvgpr_read_b32 v60, a10
	v_mov_b32 v42, v45
	; %acc_49 = tt.dot
	v_fma_f32 v43, v42, v55, v60
	v_accvgpr_read_b32 v5, a14
	v_fma_f32 v43, v5, v0, v43
	v_fma_f32 v43, v6, v56, v43
	v_fma_f32 v45, v7, v58, v43
	v_mov_b32 v44, v46
	v_fma_f32 v46, v44, v59, v45
	v_mov_b32 v60, v50
	v_mov_b32 v9, v36
	v_fma_f32 v50, v9, v60, v46
	v_fma_f32 v50, v10, v62, v50
	v_fma_f32 v36, v11, v2, v50
	v_fma_f32 v36, v1, v4, v36
	v_accvgpr_read_b32 v13, a15
	v_fma_f32 v36, v13, v8, v36
	v_fma_f32 v36, v14, v12, v36
	v_fma_f32 v43, v15, v16, v36
	v_accvgpr_read_b32 v36, a16
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v43, v36, v20, v43
	v_accvgpr_read_b32 v17, a17
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v43, v17, v24, v43
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v43, v18, v28, v43
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v43, v19, v32, v43
	v_accvgpr_write_b32 a10, v43
	v_accvgpr_read_b32 v45, a11
	v_accvgpr_read_b32 v43, a26
	v_fma_f32 v42, v42, v43, v45
	v_accvgpr_read_b32 v45, a27
	v_fma_f32 v42, v5, v45, v42
	v_accvgpr_read_b32 v46, a28
	v_fma_f32 v42, v6, v46, v42
	v_fma_f32 v42, v7, v51, v42
	v_accvgpr_read_b32 v50, a29
	v_fma_f32 v44, v44, v50, v42
	v_accvgpr_read_b32 v42, a30
	v_fma_f32 v5, v9, v42, v44
	v_accvgpr_read_b32 v44, a31
	v_fma_f32 v5, v10, v44, v5
	v_accvgpr_read_b32 v10, a32
	v_fma_f32 v6, v11, v10, v5
	v_accvgpr_read_b32 v5, a33
	v_fma_f32 v1, v1, v5, v6
	v_accvgpr_read_b32 v6, a34
	v_fma_f32 v1, v13, v6, v1
	v_accvgpr_read_b32 v13, a35
	v_fma_f32 v1, v14, v13, v1
	v_accvgpr_read_b32 v7, a36
	v_fma_f32 v1, v15, v7, v1
	v_fma_f32 v1, v36, v21, v1
	v_fma_f32 v1, v17, v25, v1
	v_fma_f32 v36, v18, v29, v1
	v_fma_f32 v1, v19, v33, v36
	v_accvgpr_write_b32 a11, v1
	v_accvgpr_read_b32 v36, a12
	v_accvgpr_read_b32 v1, a18
	v_fma_f32 v55, v1, v55, v36
	v_accvgpr_read_b32 v36, a19
	v_fma_f32 v55, v36, v0, v55
	v_fma_f32 v55, v22, v56, v55
	v_fma_f32 v56, v23, v58, v55
	v_accvgpr_read_b32 v55, a20
	v_fma_f32 v56, v55, v59, v56
	v_accvgpr_read_b32 v0, a21
	v_fma_f32 v56, v0, v60, v56
	v_fma_f32 v56, v26, v62, v56
	v_fma_f32 v58, v27, v2, v56
	v_accvgpr_read_b32 v56, a22
	v_fma_f32 v58, v56, v4, v58
	v_accvgpr_read_b32 v62, a23
	v_fma_f32 v58, v62, v8, v58
	v_fma_f32 v59, v30, v12, v58
	v_fma_f32 v2, v31, v16, v59
	v_accvgpr_read_b32 v58, a24
	v_fma_f32 v59, v58, v20, v2
	v_accvgpr_read_b32 v2, a25
	v_fma_f32 v59, v2, v24, v59
	v_fma_f32 v59, v34, v28, v59
	v_fma_f32 v8, v35, v32, v59
	v_accvgpr_read_b32 v9, a13
	v_fma_f32 v1, v1, v43, v9
	v_fma_f32 v1, v36, v45, v1
	v_fma_f32 v1, v22, v46, v1
	v_fma_f32 v1, v23, v51, v1
	v_fma_f32 v1, v55, v50, v1
	v_fma_f32 v0, v0, v42, v1
	v_fma_f32 v0, v26, v44, v0
	v_fma_f32 v0, v27, v10, v0
	v_fma_f32 v0, v56, v5, v0
	v_fma_f32 v0, v62, v6, v0
	v_fma_f32 v0, v30, v13, v0
	v_fma_f32 v0, v31, v7, v0
	v_fma_f32 v0, v58, v21, v0
	v_fma_f32 v2, v2, v25, v0
	v_fma_f32 v36, v34, v29, v2
	v_fma_f32 v9, v35, v33, v36
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v80, 64
	v_mov_b32 v81, 0
	v_add_co_u32_e64 v100, vcc, v100, v80
	v_addc_co_u32_e64 v101, vcc, v101, v81, vcc
	v_mov_b32 v86, 64
	v_mov_b32 v87, 0
	v_add_co_u32_e64 v106, vcc, v106, v86
	v_addc_co_u32_e64 v107, vcc, v107, v87, vcc
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v50, v57, 16
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v94, v50, 4
	v_mul_hi_i32 v95, v50, 4
	v_add_co_u32_e64 v112, vcc, v112, v94
	v_addc_co_u32_e64 v113, vcc, v113, v95, vcc
	v_mul_lo_u32 v102, v50, 4
	v_mul_hi_i32 v103, v50, 4
	v_add_co_u32_e64 v114, vcc, v114, v102
	v_addc_co_u32_e64 v115, vcc, v115, v103, vcc
	v_add_u32_e64 v3, v3, 16
	v_accvgpr_write_b32 a12, v8
	v_accvgpr_write_b32 a13, v9
	s_branch .LBB0_2
.LBB0_4:
	v_accvgpr_read_b32 v50, a6
	v_accvgpr_read_b32 v8, a12
	v_accvgpr_read_b32 v9, a13
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[36:37], v50, v40
	v_accvgpr_read_b32 v51, a7
	v_cmp_lt_i32_e64 s[38:39], v51, v40
	v_accvgpr_read_b32 v46, a8
	v_cmp_lt_i32_e64 s[40:41], v46, v40
	v_accvgpr_read_b32 v45, a9
	v_cmp_lt_i32_e64 s[42:43], v45, v40
	v_accvgpr_read_b32 v44, a0
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v41, v44
	; %c_mask_31 = arith.andi
	s_and_b64 s[30:31], s[36:37], s[24:25]
	s_and_b64 s[28:29], s[38:39], s[24:25]
	s_and_b64 s[26:27], s[40:41], s[24:25]
	s_and_b64 s[24:25], s[42:43], s[24:25]
	v_accvgpr_read_b32 v42, a1
	; %1 = arith.muli
	v_mul_lo_u32 v3, v50, v42
	v_mul_lo_u32 v2, v51, v42
	v_mul_lo_u32 v1, v46, v42
	v_mul_lo_u32 v0, v45, v42
	; %3 = tt.addptr
	v_mul_lo_u32 v116, v3, 4
	v_mul_hi_i32 v117, v3, 4
	v_add_co_u32_e64 v118, vcc, v76, v116
	v_addc_co_u32_e64 v119, vcc, v77, v117, vcc
	v_mul_lo_u32 v120, v2, 4
	v_mul_hi_i32 v121, v2, 4
	v_add_co_u32_e64 v124, vcc, v76, v120
	v_addc_co_u32_e64 v125, vcc, v77, v121, vcc
	v_mul_lo_u32 v64, v1, 4
	v_mul_hi_i32 v65, v1, 4
	v_add_co_u32_e64 v68, vcc, v76, v64
	v_addc_co_u32_e64 v69, vcc, v77, v65, vcc
	v_mul_lo_u32 v72, v0, 4
	v_mul_hi_i32 v73, v0, 4
	v_add_co_u32_e64 v76, vcc, v76, v72
	v_addc_co_u32_e64 v77, vcc, v77, v73, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v78, v41, 4
	v_mul_hi_i32 v79, v41, 4
	v_add_co_u32_e64 v82, vcc, v118, v78
	v_addc_co_u32_e64 v83, vcc, v119, v79, vcc
	v_mul_lo_u32 v84, v41, 4
	v_mul_hi_i32 v85, v41, 4
	v_add_co_u32_e64 v88, vcc, v124, v84
	v_addc_co_u32_e64 v89, vcc, v125, v85, vcc
	v_mul_lo_u32 v90, v41, 4
	v_mul_hi_i32 v91, v41, 4
	v_add_co_u32_e64 v94, vcc, v68, v90
	v_addc_co_u32_e64 v95, vcc, v69, v91, vcc
	v_mul_lo_u32 v98, v41, 4
	v_mul_hi_i32 v99, v41, 4
	v_add_co_u32_e64 v102, vcc, v76, v98
	v_addc_co_u32_e64 v103, vcc, v77, v99, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v43, a4
	v_accvgpr_read_b32 v4, a10
	v_accvgpr_read_b32 v5, a11
	ds_write_b64 v43, v[4:5]
	ds_write_b64 v43, v[8:9] offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v36, a5
	ds_read_b32 v60, v36
	ds_read_b32 v62, v36 offset:1024
	ds_read_b32 v1, v36 offset:2048
	ds_read_b32 v0, v36 offset:3072
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[82:83], v60, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[88:89], v62, off
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
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 128
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
    .sgpr_count: 46
    .vgpr_count: 165
    .agpr_count: 37
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
