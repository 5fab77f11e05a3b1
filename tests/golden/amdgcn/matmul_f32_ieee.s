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
	v_mov_b32 v68, s14
	v_mov_b32 v69, s15
	v_mov_b32 v38, s18
	v_mov_b32 v42, s19
	v_accvgpr_write_b32 a0, v42
	v_mov_b32 v46, s20
	v_mov_b32 v61, v46
	v_mov_b32 v48, s21
	v_mov_b32 v60, s22
	v_accvgpr_write_b32 a1, v60
	v_mov_b32 v4, 0
	v_accvgpr_write_b32 a5, v4
	v_mov_b32 v2, 0
	v_and_b32_e64 v52, v0, 31
	v_lshrrev_b32_e64 v54, 4, v0
	v_and_b32_e64 v56, v54, 15
	v_lshrrev_b32_e64 v58, 5, v0
	v_and_b32_e64 v62, v58, 7
	v_accvgpr_write_b32 a2, v62
	v_and_b32_e64 v44, v0, 15
	v_accvgpr_write_b32 a3, v44
	v_mov_b32 v1, 0
	v_lshrrev_b32_e64 v3, 4, v0
	v_and_b32_e64 v37, v3, 15
	v_and_b32_e64 v36, v0, 15
	v_mul_lo_u32 v3, v37, 64
	v_add_u32_e64 v3, v3, v1
	v_lshrrev_b32_e64 v37, 1, v37
	v_and_b32_e64 v37, v37, 3
	v_lshlrev_b32_e64 v37, 2, v37
	v_xor_b32_e64 v36, v36, v37
	v_lshlrev_b32_e64 v36, 2, v36
	v_add_u32_e64 v3, v3, v36
	v_lshrrev_b32_e64 v36, 3, v0
	v_and_b32_e64 v37, v36, 30
	v_mov_b32 v36, 0
	v_mul_lo_u32 v39, v37, 64
	v_add_u32_e64 v39, v39, v1
	v_lshrrev_b32_e64 v37, 1, v37
	v_and_b32_e64 v37, v37, 3
	v_lshlrev_b32_e64 v37, 2, v37
	v_xor_b32_e64 v37, v36, v37
	v_lshlrev_b32_e64 v41, 2, v37
	v_add_u32_e64 v43, v39, v41
	v_lshrrev_b32_e64 v44, 5, v0
	v_and_b32_e64 v45, v44, 7
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v49, v45, v50
	v_add_u32_e64 v49, v49, v1
	v_and_b32_e64 v51, v0, 31
	v_mul_lo_u32 v53, v51, 4
	v_add_u32_e64 v53, v53, v49
	v_lshlrev_b32_e64 v55, 1, v0
	v_and_b32_e64 v57, v55, 30
	v_mul_lo_u32 v59, v57, 4
	v_add_u32_e64 v59, v59, v1
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v62, s4
	v_accvgpr_read_b32 v42, a0
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v36, v42, 31
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v47, 32
	v_ashrrev_i32 v46, 31, v36
	v_ashrrev_i32 v45, 31, v47
	v_add_u32_e32 v44, v36, v46
	v_xor_b32_e32 v44, v44, v46
	v_add_u32_e32 v42, v47, v45
	v_xor_b32_e32 v42, v42, v45
	v_xor_b32_e32 v45, v46, v45
	v_cvt_f32_u32 v40, v42
	v_rcp_iflag_f32 v40, v40
	v_mul_f32_e32 v40, 0x4f7ffffe, v40
	v_cvt_u32_f32 v40, v40
	v_sub_u32_e32 v37, 0, v42
	v_mul_lo_u32 v37, v37, v40
	v_mul_hi_u32 v37, v40, v37
	v_add_u32_e32 v40, v40, v37
	v_mul_hi_u32 v40, v44, v40
	v_mul_lo_u32 v37, v40, v42
	v_sub_u32_e32 v37, v44, v37
	v_add_u32_e32 v44, 1, v40
	v_cmp_ge_u32_e32 vcc, v37, v42
	v_cndmask_b32_e32 v40, v40, v44, vcc
	v_sub_u32_e32 v44, v37, v42
	v_cndmask_b32_e32 v37, v37, v44, vcc
	v_add_u32_e32 v44, 1, v40
	v_cmp_ge_u32_e32 vcc, v37, v42
	v_cndmask_b32_e32 v40, v40, v44, vcc
	v_sub_u32_e32 v44, v37, v42
	v_cndmask_b32_e32 v37, v37, v44, vcc
	v_xor_b32_e32 v40, v40, v45
	v_sub_u32_e32 v40, v40, v45
	; %pid_m = arith.divsi
	v_ashrrev_i32 v46, 31, v62
	v_ashrrev_i32 v45, 31, v40
	v_add_u32_e32 v44, v62, v46
	v_xor_b32_e32 v44, v44, v46
	v_add_u32_e32 v42, v40, v45
	v_xor_b32_e32 v42, v42, v45
	v_xor_b32_e32 v45, v46, v45
	v_cvt_f32_u32 v37, v42
	v_rcp_iflag_f32 v37, v37
	v_mul_f32_e32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v37, v37
	v_sub_u32_e32 v36, 0, v42
	v_mul_lo_u32 v36, v36, v37
	v_mul_hi_u32 v36, v37, v36
	v_add_u32_e32 v37, v37, v36
	v_mul_hi_u32 v37, v44, v37
	v_mul_lo_u32 v36, v37, v42
	v_sub_u32_e32 v36, v44, v36
	v_add_u32_e32 v44, 1, v37
	v_cmp_ge_u32_e32 vcc, v36, v42
	v_cndmask_b32_e32 v37, v37, v44, vcc
	v_sub_u32_e32 v44, v36, v42
	v_cndmask_b32_e32 v36, v36, v44, vcc
	v_add_u32_e32 v44, 1, v37
	v_cmp_ge_u32_e32 vcc, v36, v42
	v_cndmask_b32_e32 v37, v37, v44, vcc
	v_sub_u32_e32 v44, v36, v42
	v_cndmask_b32_e32 v36, v36, v44, vcc
	v_xor_b32_e32 v37, v37, v45
	v_sub_u32_e32 v37, v37, v45
	; %pid_n = arith.remsi
	v_ashrrev_i32 v47, 31, v62
	v_ashrrev_i32 v46, 31, v40
	v_add_u32_e32 v45, v62, v47
	v_xor_b32_e32 v45, v45, v47
	v_add_u32_e32 v44, v40, v46
	v_xor_b32_e32 v44, v44, v46
	v_xor_b32_e32 v46, v47, v46
	v_cvt_f32_u32 v36, v44
	v_rcp_iflag_f32 v36, v36
	v_mul_f32_e32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v36, v36
	v_sub_u32_e32 v42, 0, v44
	v_mul_lo_u32 v42, v42, v36
	v_mul_hi_u32 v42, v36, v42
	v_add_u32_e32 v36, v36, v42
	v_mul_hi_u32 v36, v45, v36
	v_mul_lo_u32 v42, v36, v44
	v_sub_u32_e32 v42, v45, v42
	v_add_u32_e32 v45, 1, v36
	v_cmp_ge_u32_e32 vcc, v42, v44
	v_cndmask_b32_e32 v36, v36, v45, vcc
	v_sub_u32_e32 v45, v42, v44
	v_cndmask_b32_e32 v42, v42, v45, vcc
	v_add_u32_e32 v45, 1, v36
	v_cmp_ge_u32_e32 vcc, v42, v44
	v_cndmask_b32_e32 v36, v36, v45, vcc
	v_sub_u32_e32 v45, v42, v44
	v_cndmask_b32_e32 v42, v42, v45, vcc
	v_xor_b32_e32 v36, v42, v47
	v_sub_u32_e32 v36, v36, v47
	; %rm = arith.muli
	v_mul_lo_u32 v37, v37, 32
	; %rm_4 = tt.make_range
	v_or_b32_e64 v40, v56, 16
	; %rm_6 = arith.addi
	v_add_u32_e64 v45, v37, v56
	v_accvgpr_write_b32 a4, v45
	v_add_u32_e64 v45, v37, v40
	; %rn = arith.muli
	v_mul_lo_u32 v36, v36, 32
	; %rn_8 = arith.addi
	v_add_u32_e64 v36, v36, v52
	v_accvgpr_read_b32 v62, a2
	; %rk_1 = tt.make_range
	v_or_b32_e64 v47, v62, 8
	v_accvgpr_read_b32 v42, a4
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v40, v42, v48
	v_mul_lo_u32 v42, v45, v48
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v76, v40, 4
	v_mul_hi_i32 v77, v40, 4
	v_add_co_u32_e64 v78, vcc, v66, v76
	v_addc_co_u32_e64 v79, vcc, v67, v77, vcc
	v_mul_lo_u32 v80, v42, 4
	v_mul_hi_i32 v81, v42, 4
	v_add_co_u32_e64 v82, vcc, v66, v80
	v_addc_co_u32_e64 v83, vcc, v67, v81, vcc
	v_accvgpr_read_b32 v44, a3
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v84, v44, 4
	v_mul_hi_i32 v85, v44, 4
	v_add_co_u32_e64 v98, vcc, v78, v84
	v_addc_co_u32_e64 v99, vcc, v79, v85, vcc
	v_mul_lo_u32 v88, v44, 4
	v_mul_hi_i32 v89, v44, 4
	v_add_co_u32_e64 v104, vcc, v82, v88
	v_addc_co_u32_e64 v105, vcc, v83, v89, vcc
	v_accvgpr_read_b32 v40, a1
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v60, v62, v40
	v_mul_lo_u32 v62, v47, v40
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v92, v60, 4
	v_mul_hi_i32 v93, v60, 4
	v_add_co_u32_e64 v96, vcc, v68, v92
	v_addc_co_u32_e64 v97, vcc, v69, v93, vcc
	v_mul_lo_u32 v100, v62, 4
	v_mul_hi_i32 v101, v62, 4
	v_add_co_u32_e64 v102, vcc, v68, v100
	v_addc_co_u32_e64 v103, vcc, v69, v101, vcc
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v106, v36, 4
	v_mul_hi_i32 v107, v36, 4
	v_add_co_u32_e64 v110, vcc, v96, v106
	v_addc_co_u32_e64 v111, vcc, v97, v107, vcc
	v_mul_lo_u32 v108, v36, 4
	v_mul_hi_i32 v109, v36, 4
	v_add_co_u32_e64 v112, vcc, v102, v108
	v_addc_co_u32_e64 v113, vcc, v103, v109, vcc
	v_mov_b32 v46, v61
	v_accvgpr_read_b32 v63, a5
	v_accvgpr_write_b32 a6, v63
	v_accvgpr_write_b32 a7, v63
	v_accvgpr_write_b32 a8, v63
.LBB0_2:
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v2, v46
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %k_left = arith.subi
	v_sub_u32_e64 v40, v46, v2
	v_accvgpr_read_b32 v44, a4
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v44, v38
	v_cmp_lt_i32_e64 s[28:29], v45, v38
	v_accvgpr_read_b32 v44, a3
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[32:33], v44, v40
	; %a_40 = arith.andi
	s_and_b64 s[34:35], s[24:25], s[32:33]
	s_and_b64 s[36:37], s[28:29], s[32:33]
	; %a_41 = tt.load
	v_mov_b32 v42, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v42, v[98:99], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v44, 0
	s_and_saveexec_b64 s[8:9], s[36:37]
	global_load_dword v44, v[104:105], off
	s_or_b64 exec, exec, s[8:9]
	v_accvgpr_read_b32 v62, a2
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[38:39], v62, v40
	v_cmp_lt_i32_e64 s[40:41], v47, v40
	v_accvgpr_read_b32 v40, a0
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[42:43], v36, v40
	; %b_47 = arith.andi
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[46:47], s[40:41], s[42:43]
	; %b_48 = tt.load
	v_mov_b32 v56, 0
	s_and_saveexec_b64 s[8:9], s[44:45]
	global_load_dword v56, v[110:111], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v58, 0
	s_and_saveexec_b64 s[8:9], s[46:47]
	global_load_dword v58, v[112:113], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(3)
	ds_write_b32 v3, v42
	s_waitcnt vmcnt(2)
	ds_write_b32 v3, v44 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[4:7], v43
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v50, v4
	v_mov_b32 v51, v5
	v_xor_b32_e64 v40, v41, 16
	v_add_u32_e64 v40, v39, v40
	ds_read_b128 v[8:11], v40
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v52, v8
	v_accvgpr_write_b32 a9, v9
	v_xor_b32_e64 v40, v41, 32
	v_add_u32_e64 v40, v39, v40
	ds_read_b128 v[12:15], v40
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v62, v12
	v_accvgpr_write_b32 a10, v13
	v_xor_b32_e64 v40, v41, 48
	v_add_u32_e64 v40, v39, v40
	ds_read_b128 v[16:19], v40
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v44, v16
	v_accvgpr_write_b32 a11, v17
	ds_read_b128 v[20:23], v43 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a12, v20
	v_accvgpr_write_b32 a13, v21
	v_xor_b32_e64 v40, v41, 16
	v_add_u32_e64 v40, v39, v40
	ds_read_b128 v[24:27], v40 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a14, v24
	v_accvgpr_write_b32 a15, v25
	v_xor_b32_e64 v48, v41, 32
	v_add_u32_e64 v49, v39, v48
	ds_read_b128 v[28:31], v49 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a16, v28
	v_accvgpr_write_b32 a17, v29
	v_xor_b32_e64 v57, v41, 48
	v_add_u32_e64 v60, v39, v57
	ds_read_b128 v[32:35], v60 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a18, v32
	v_accvgpr_write_b32 a19, v33
	s_waitcnt vmcnt(1)
	; v94 = ttg.convert_layout
	ds_write_b32 v53, v56 offset:2048
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v58 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v59 offset:2048
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v40, v4
	v_accvgpr_write_b32 a20, v5
	ds_read_b64 v[8:9], v59 offset:2176
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v42, v9
	v_mov_b32 v49, v8
	ds_read_b64 v[12:13], v59 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v58, v12
	v_accvgpr_write_b32 a21, v13
	ds_read_b64 v[16:17], v59 offset:2432
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v61, v16
	v_accvgpr_write_b32 a22, v17
	ds_read_b64 v[20:21], v59 offset:2560
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v60, v20
	v_accvgpr_write_b32 a23, v21
	ds_read_b64 v[24:25], v59 offset:2688
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a24, v24
	v_accvgpr_write_b32 a25, v25
	ds_read_b64 v[28:29], v59 offset:2816
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a26, v28
	v_accvgpr_write_b32 a27, v29
	ds_read_b64 v[32:33], v59 offset:2944
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v56, v32
	v_accvgpr_write_b32 a28, v33
	ds_read_b64 v[4:5], v59 offset:3072
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a29, v5
	ds_read_b64 v[8:9], v59 offset:3200
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a30, v9
	ds_read_b64 v[12:13], v59 offset:3328
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a31, v13
	ds_read_b64 v[16:17], v59 offset:3456
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a32, v17
	ds_read_b64 v[20:21], v59 offset:3584
	ds_read_b64 v[24:25], v59 offset:3712
	ds_read_b64 v[28:29], v59 offset:3840
	ds_read_b64 v[32:33], v59 offset:3968
	v_mov_b32 v57, v50
	v_mov_b32 v48, v40
	v_accvgpr_read_b32 v40, a5
	; %acc_49 = tt.dot
	v_fma_f32 v54, v57, v48, v40
	v_mov_b32 v5, v51
	v_fma_f32 v55, v5, v49, v54
	v_mov_b32 v50, v58
	v_fma_f32 v58, v6, v50, v55
	v_mov_b32 v51, v61
	v_fma_f32 v61, v7, v51, v58
	v_mov_b32 v63, v52
	v_mov_b32 v52, v60
	v_mov_b32 v60, v63
	v_fma_f32 v61, v60, v52, v61
	v_accvgpr_read_b32 v54, a24
	v_accvgpr_read_b32 v9, a9
	v_fma_f32 v40, v9, v54, v61
	v_accvgpr_read_b32 v55, a26
	v_fma_f32 v40, v10, v55, v40
	v_fma_f32 v40, v11, v56, v40
	v_fma_f32 v40, v62, v4, v40
	v_accvgpr_read_b32 v13, a10
	v_fma_f32 v40, v13, v8, v40
	v_fma_f32 v40, v14, v12, v40
	v_fma_f32 v40, v15, v16, v40
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v40, v44, v20, v40
	v_accvgpr_read_b32 v17, a11
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v40, v17, v24, v40
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v40, v18, v28, v40
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v58, v19, v32, v40
	v_accvgpr_write_b32 a5, v58
	v_accvgpr_read_b32 v58, a20
	v_accvgpr_read_b32 v40, a6
	v_fma_f32 v40, v57, v58, v40
	v_mov_b32 v61, v42
	v_fma_f32 v42, v5, v61, v40
	v_accvgpr_read_b32 v40, a21
	v_fma_f32 v42, v6, v40, v42
	v_accvgpr_read_b32 v6, a22
	v_fma_f32 v42, v7, v6, v42
	v_accvgpr_read_b32 v7, a23
	v_fma_f32 v57, v60, v7, v42
	v_accvgpr_read_b32 v42, a25
	v_fma_f32 v57, v9, v42, v57
	v_accvgpr_read_b32 v60, a27
	v_fma_f32 v57, v10, v60, v57
	v_accvgpr_read_b32 v10, a28
	v_fma_f32 v57, v11, v10, v57
	v_accvgpr_read_b32 v5, a29
	v_fma_f32 v57, v62, v5, v57
	v_accvgpr_read_b32 v9, a30
	v_fma_f32 v57, v13, v9, v57
	v_accvgpr_read_b32 v13, a31
	v_fma_f32 v62, v14, v13, v57
	v_accvgpr_read_b32 v57, a32
	v_fma_f32 v62, v15, v57, v62
	v_fma_f32 v62, v44, v21, v62
	v_fma_f32 v62, v17, v25, v62
	v_fma_f32 v62, v18, v29, v62
	v_fma_f32 v44, v19, v33, v62
	v_accvgpr_write_b32 a6, v44
	v_accvgpr_read_b32 v62, a7
	v_accvgpr_read_b32 v44, a12
	v_fma_f32 v48, v44, v48, v62
	v_accvgpr_read_b32 v62, a13
	v_fma_f32 v48, v62, v49, v48
	v_fma_f32 v48, v22, v50, v48
	v_fma_f32 v49, v23, v51, v48
	v_accvgpr_read_b32 v48, a14
	v_fma_f32 v49, v48, v52, v49
	v_accvgpr_read_b32 v51, a15
	v_fma_f32 v49, v51, v54, v49
	v_fma_f32 v49, v26, v55, v49
	v_fma_f32 v50, v27, v56, v49
	v_accvgpr_read_b32 v49, a16
	v_fma_f32 v50, v49, v4, v50
	v_accvgpr_read_b32 v52, a17
	v_fma_f32 v50, v52, v8, v50
	v_fma_f32 v50, v30, v12, v50
	v_fma_f32 v54, v31, v16, v50
	v_accvgpr_read_b32 v50, a18
	v_fma_f32 v55, v50, v20, v54
	v_accvgpr_read_b32 v54, a19
	v_fma_f32 v55, v54, v24, v55
	v_fma_f32 v55, v34, v28, v55
	v_fma_f32 v8, v35, v32, v55
	v_accvgpr_read_b32 v55, a8
	v_fma_f32 v44, v44, v58, v55
	v_fma_f32 v44, v62, v61, v44
	v_fma_f32 v40, v22, v40, v44
	v_fma_f32 v40, v23, v6, v40
	v_fma_f32 v40, v48, v7, v40
	v_fma_f32 v40, v51, v42, v40
	v_fma_f32 v40, v26, v60, v40
	v_fma_f32 v40, v27, v10, v40
	v_fma_f32 v40, v49, v5, v40
	v_fma_f32 v42, v52, v9, v40
	v_fma_f32 v44, v30, v13, v42
	v_fma_f32 v48, v31, v57, v44
	v_fma_f32 v48, v50, v21, v48
	v_fma_f32 v49, v54, v25, v48
	v_fma_f32 v51, v34, v29, v49
	v_fma_f32 v9, v35, v33, v51
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v88, 64
	v_mov_b32 v89, 0
	v_add_co_u32_e64 v98, vcc, v98, v88
	v_addc_co_u32_e64 v99, vcc, v99, v89, vcc
	v_mov_b32 v90, 64
	v_mov_b32 v91, 0
	v_add_co_u32_e64 v104, vcc, v104, v90
	v_addc_co_u32_e64 v105, vcc, v105, v91, vcc
	v_accvgpr_read_b32 v60, a1
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v40, v60, 16
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v94, v40, 4
	v_mul_hi_i32 v95, v40, 4
	v_add_co_u32_e64 v110, vcc, v110, v94
	v_addc_co_u32_e64 v111, vcc, v111, v95, vcc
	v_mul_lo_u32 v100, v40, 4
	v_mul_hi_i32 v101, v40, 4
	v_add_co_u32_e64 v112, vcc, v112, v100
	v_addc_co_u32_e64 v113, vcc, v113, v101, vcc
	v_add_u32_e64 v2, v2, 16
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	s_branch .LBB0_2
.LBB0_4:
	v_accvgpr_read_b32 v8, a7
	v_accvgpr_read_b32 v9, a8
	v_mov_b32 v108, s16
	v_mov_b32 v109, s17
	v_mov_b32 v3, s23
	v_lshrrev_b32_e64 v2, 5, v0
	v_and_b32_e64 v39, v2, 7
	v_lshrrev_b32_e64 v2, 3, v0
	v_and_b32_e64 v2, v2, 30
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v40, v2, v41
	v_add_u32_e64 v40, v40, v1
	v_lshlrev_b32_e64 v2, 1, v0
	v_and_b32_e64 v41, v2, 30
	v_mul_lo_u32 v2, v41, 4
	v_add_u32_e64 v2, v2, v40
	v_lshrrev_b32_e64 v40, 5, v0
	v_and_b32_e64 v41, v40, 7
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v40, v41, v42
	v_add_u32_e64 v40, v40, v1
	v_and_b32_e64 v43, v0, 31
	v_mul_lo_u32 v45, v43, 4
	v_add_u32_e64 v45, v45, v40
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v47, v39, 8
	v_or_b32_e64 v49, v39, 16
	v_or_b32_e64 v51, v39, 24
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v53, v37, v39
	v_add_u32_e64 v55, v37, v47
	v_add_u32_e64 v57, v37, v49
	v_add_u32_e64 v59, v37, v51
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[48:49], v53, v38
	v_cmp_lt_i32_e64 s[50:51], v55, v38
	v_cmp_lt_i32_e64 s[52:53], v57, v38
	v_cmp_lt_i32_e64 s[54:55], v59, v38
	v_accvgpr_read_b32 v42, a0
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v36, v42
	; %c_mask_31 = arith.andi
	s_and_b64 s[30:31], s[48:49], s[24:25]
	s_and_b64 s[28:29], s[50:51], s[24:25]
	s_and_b64 s[26:27], s[52:53], s[24:25]
	s_and_b64 s[24:25], s[54:55], s[24:25]
	; %1 = arith.muli
	v_mul_lo_u32 v38, v53, v3
	v_mul_lo_u32 v37, v55, v3
	v_mul_lo_u32 v1, v57, v3
	v_mul_lo_u32 v0, v59, v3
	; %3 = tt.addptr
	v_mul_lo_u32 v114, v38, 4
	v_mul_hi_i32 v115, v38, 4
	v_add_co_u32_e64 v116, vcc, v108, v114
	v_addc_co_u32_e64 v117, vcc, v109, v115, vcc
	v_mul_lo_u32 v118, v37, 4
	v_mul_hi_i32 v119, v37, 4
	v_add_co_u32_e64 v120, vcc, v108, v118
	v_addc_co_u32_e64 v121, vcc, v109, v119, vcc
	v_mul_lo_u32 v64, v1, 4
	v_mul_hi_i32 v65, v1, 4
	v_add_co_u32_e64 v66, vcc, v108, v64
	v_addc_co_u32_e64 v67, vcc, v109, v65, vcc
	v_mul_lo_u32 v68, v0, 4
	v_mul_hi_i32 v69, v0, 4
	v_add_co_u32_e64 v70, vcc, v108, v68
	v_addc_co_u32_e64 v71, vcc, v109, v69, vcc
	; %6 = tt.addptr
	v_mul_lo_u32 v72, v36, 4
	v_mul_hi_i32 v73, v36, 4
	v_add_co_u32_e64 v74, vcc, v116, v72
	v_addc_co_u32_e64 v75, vcc, v117, v73, vcc
	v_mul_lo_u32 v76, v36, 4
	v_mul_hi_i32 v77, v36, 4
	v_add_co_u32_e64 v78, vcc, v120, v76
	v_addc_co_u32_e64 v79, vcc, v121, v77, vcc
	v_mul_lo_u32 v80, v36, 4
	v_mul_hi_i32 v81, v36, 4
	v_add_co_u32_e64 v82, vcc, v66, v80
	v_addc_co_u32_e64 v83, vcc, v67, v81, vcc
	v_mul_lo_u32 v84, v36, 4
	v_mul_hi_i32 v85, v36, 4
	v_add_co_u32_e64 v86, vcc, v70, v84
	v_addc_co_u32_e64 v87, vcc, v71, v85, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v4, a5
	v_accvgpr_read_b32 v5, a6
	ds_write_b64 v2, v[4:5]
	ds_write_b64 v2, v[8:9] offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v60, v45
	ds_read_b32 v62, v45 offset:1024
	ds_read_b32 v1, v45 offset:2048
	ds_read_b32 v0, v45 offset:3072
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[74:75], v60, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[78:79], v62, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[82:83], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[86:87], v0, off
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
		.amdhsa_next_free_vgpr 157
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 124
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
    .vgpr_count: 157
    .agpr_count: 33
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
