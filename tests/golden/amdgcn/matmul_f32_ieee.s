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
	v_and_b32_e64 v40, v53, 31
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v41, 4, v53
	v_and_b32_e64 v41, v41, 15
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v42, 5, v53
	v_and_b32_e64 v53, v42, 7
	v_accvgpr_write_b32 a5, v53
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v53, v53, 15
	v_accvgpr_write_b32 a6, v53
	v_mov_b32 v53, 0
	v_accvgpr_write_b32 a7, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v45, 4, v53
	v_and_b32_e64 v45, v45, 15
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v46, v53, 15
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v47, v45, 64
	v_add_u32_e64 v47, v47, v54
	v_lshrrev_b32_e64 v45, 1, v45
	v_and_b32_e64 v45, v45, 3
	v_lshlrev_b32_e64 v45, 2, v45
	v_xor_b32_e64 v45, v46, v45
	v_lshlrev_b32_e64 v45, 2, v45
	v_add_u32_e64 v53, v47, v45
	v_accvgpr_write_b32 a8, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v46, 3, v53
	v_and_b32_e64 v46, v46, 30
	v_mov_b32 v47, 0
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v48, v46, 64
	v_add_u32_e64 v48, v48, v54
	v_lshrrev_b32_e64 v46, 1, v46
	v_and_b32_e64 v46, v46, 3
	v_lshlrev_b32_e64 v46, 2, v46
	v_xor_b32_e64 v46, v47, v46
	v_lshlrev_b32_e64 v46, 2, v46
	v_add_u32_e64 v53, v48, v46
	v_accvgpr_write_b32 a9, v53
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v49, 5, v53
	v_and_b32_e64 v49, v49, 7
	v_mov_b32 v50, 0x80
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v51, v49, v50
	v_add_u32_e64 v51, v51, v54
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v49, v53, 31
	v_mul_lo_u32 v53, v49, 4
	v_add_u32_e64 v53, v53, v51
	v_accvgpr_write_b32 a10, v53
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v49, 1, v53
	v_and_b32_e64 v49, v49, 30
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v51, v49, 4
	v_add_u32_e64 v51, v51, v54
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v49, s4
	v_accvgpr_read_b32 v53, a2
	; %num_pid_n_2 = arith.addi
	v_add_u32_e64 v52, v53, 31
	; %num_pid_n_3 = arith.divsi
	v_mov_b32 v4, 32
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
	v_mul_lo_u32 v53, v52, 32
	v_accvgpr_write_b32 a11, v53
	; %rm_4 = tt.make_range
	v_or_b32_e64 v52, v41, 16
	v_accvgpr_read_b32 v53, a11
	; %rm_6 = arith.addi
	v_add_u32_e64 v53, v53, v41
	v_accvgpr_write_b32 a12, v53
	v_accvgpr_read_b32 v53, a11
	v_add_u32_e64 v53, v53, v52
	v_accvgpr_write_b32 a13, v53
	; %rn = arith.muli
	v_mul_lo_u32 v4, v4, 32
	; %rn_8 = arith.addi
	v_add_u32_e64 v53, v4, v40
	v_accvgpr_write_b32 a14, v53
	v_accvgpr_read_b32 v53, a5
	; %rk_1 = tt.make_range
	v_or_b32_e64 v53, v53, 8
	v_accvgpr_write_b32 a15, v53
	v_accvgpr_read_b32 v53, a12
	; %a_ptrs_10 = arith.muli
	v_mul_lo_u32 v4, v53, v36
	v_accvgpr_read_b32 v53, a13
	v_mul_lo_u32 v36, v53, v36
	; %a_ptrs_12 = tt.addptr
	v_mul_lo_u32 v60, v4, 4
	v_mul_hi_i32 v61, v4, 4
	v_add_co_u32_e64 v60, vcc, v56, v60
	v_addc_co_u32_e64 v61, vcc, v57, v61, vcc
	v_mul_lo_u32 v62, v36, 4
	v_mul_hi_i32 v63, v36, 4
	v_add_co_u32_e64 v56, vcc, v56, v62
	v_addc_co_u32_e64 v57, vcc, v57, v63, vcc
	v_accvgpr_read_b32 v53, a6
	; %a_ptrs_16 = tt.addptr
	v_mul_lo_u32 v62, v53, 4
	v_mul_hi_i32 v63, v53, 4
	v_add_co_u32_e64 v60, vcc, v60, v62
	v_addc_co_u32_e64 v61, vcc, v61, v63, vcc
	v_accvgpr_read_b32 v53, a6
	v_mul_lo_u32 v62, v53, 4
	v_mul_hi_i32 v63, v53, 4
	v_add_co_u32_e64 v56, vcc, v56, v62
	v_addc_co_u32_e64 v57, vcc, v57, v63, vcc
	v_accvgpr_read_b32 v53, a5
	v_accvgpr_read_b32 v54, a4
	; %b_ptrs_18 = arith.muli
	v_mul_lo_u32 v36, v53, v54
	v_accvgpr_read_b32 v53, a15
	v_accvgpr_read_b32 v54, a4
	v_mul_lo_u32 v4, v53, v54
	; %b_ptrs_20 = tt.addptr
	v_mul_lo_u32 v62, v36, 4
	v_mul_hi_i32 v63, v36, 4
	v_add_co_u32_e64 v62, vcc, v58, v62
	v_addc_co_u32_e64 v63, vcc, v59, v63, vcc
	v_mul_lo_u32 v64, v4, 4
	v_mul_hi_i32 v65, v4, 4
	v_add_co_u32_e64 v58, vcc, v58, v64
	v_addc_co_u32_e64 v59, vcc, v59, v65, vcc
	v_accvgpr_read_b32 v53, a14
	; %b_ptrs_24 = tt.addptr
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v62, vcc, v62, v64
	v_addc_co_u32_e64 v63, vcc, v63, v65, vcc
	v_accvgpr_read_b32 v53, a14
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v58, vcc, v58, v64
	v_addc_co_u32_e64 v59, vcc, v59, v65, vcc
	v_accvgpr_write_b32 a16, v39
	v_accvgpr_write_b32 a17, v38
	v_accvgpr_write_b32 a18, v38
	v_accvgpr_write_b32 a19, v38
	v_accvgpr_write_b32 a20, v38
.LBB0_2:
	v_accvgpr_read_b32 v53, a16
	v_accvgpr_read_b32 v54, a3
	; %acc_25 = scf.for
	v_cmp_lt_i32_e64 s[24:25], v53, v54
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	v_accvgpr_read_b32 v53, a3
	v_accvgpr_read_b32 v54, a16
	; %k_left = arith.subi
	v_sub_u32_e64 v4, v53, v54
	v_accvgpr_read_b32 v53, a12
	v_accvgpr_read_b32 v54, a1
	; %a_35 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v53, v54
	v_accvgpr_read_b32 v53, a13
	v_accvgpr_read_b32 v54, a1
	v_cmp_lt_i32_e64 s[26:27], v53, v54
	v_accvgpr_read_b32 v53, a6
	; %a_37 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v53, v4
	; %a_40 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[28:29]
	s_and_b64 s[26:27], s[26:27], s[28:29]
	; %a_41 = tt.load
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v5, v[60:61], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v6, v[56:57], off
	s_or_b64 exec, exec, s[8:9]
	v_accvgpr_read_b32 v53, a5
	; %b_42 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v53, v4
	v_accvgpr_read_b32 v53, a15
	v_cmp_lt_i32_e64 s[26:27], v53, v4
	v_accvgpr_read_b32 v53, a14
	v_accvgpr_read_b32 v54, a2
	; %b_44 = arith.cmpi
	v_cmp_lt_i32_e64 s[28:29], v53, v54
	; %b_47 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[28:29]
	s_and_b64 s[26:27], s[26:27], s[28:29]
	; %b_48 = tt.load
	v_mov_b32 v44, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v44, v[62:63], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v38, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v38, v[58:59], off
	s_or_b64 exec, exec, s[8:9]
	; v93 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v53, a8
	s_waitcnt vmcnt(3)
	ds_write_b32 v53, v5
	v_accvgpr_read_b32 v53, a8
	s_waitcnt vmcnt(2)
	ds_write_b32 v53, v6 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v53, a9
	ds_read_b128 v[4:7], v53
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v36, v4
	v_mov_b32 v2, v5
	v_xor_b32_e64 v4, v46, 16
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[8:11], v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v52, v8
	v_mov_b32 v49, v9
	v_xor_b32_e64 v4, v46, 32
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[12:15], v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v41, v12
	v_mov_b32 v40, v13
	v_xor_b32_e64 v4, v46, 48
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[16:19], v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v43, v16
	v_mov_b32 v42, v17
	v_accvgpr_read_b32 v53, a9
	ds_read_b128 v[20:23], v53 offset:64
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v37, v20
	v_mov_b32 v0, v21
	v_xor_b32_e64 v4, v46, 16
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[24:27], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v1, v24
	v_accvgpr_write_b32 a21, v25
	v_accvgpr_write_b32 a22, v26
	v_accvgpr_write_b32 a23, v27
	v_xor_b32_e64 v4, v46, 32
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[28:31], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a24, v28
	v_accvgpr_write_b32 a25, v29
	v_accvgpr_write_b32 a26, v30
	v_accvgpr_write_b32 a27, v31
	v_xor_b32_e64 v4, v46, 48
	v_add_u32_e64 v4, v48, v4
	ds_read_b128 v[32:35], v4 offset:64
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a28, v32
	v_accvgpr_write_b32 a29, v33
	v_accvgpr_write_b32 a30, v34
	v_accvgpr_write_b32 a31, v35
	v_accvgpr_read_b32 v53, a10
	s_waitcnt vmcnt(1)
	; v94 = ttg.convert_layout
	ds_write_b32 v53, v44 offset:2048
	v_accvgpr_read_b32 v53, a10
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v38 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v51 offset:2048
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v38, v4
	v_mov_b32 v44, v5
	ds_read_b64 v[8:9], v51 offset:2176
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v35, v8
	v_mov_b32 v34, v9
	ds_read_b64 v[12:13], v51 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v39, v12
	v_mov_b32 v3, v13
	ds_read_b64 v[16:17], v51 offset:2432
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v31, v16
	v_mov_b32 v30, v17
	ds_read_b64 v[20:21], v51 offset:2560
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v45, v20
	v_mov_b32 v47, v21
	ds_read_b64 v[24:25], v51 offset:2688
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v27, v24
	v_accvgpr_write_b32 a32, v25
	ds_read_b64 v[28:29], v51 offset:2816
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v26, v28
	v_accvgpr_write_b32 a33, v29
	ds_read_b64 v[32:33], v51 offset:2944
	s_waitcnt lgkmcnt(0)
	v_mov_b32 v50, v32
	v_accvgpr_write_b32 a34, v33
	ds_read_b64 v[4:5], v51 offset:3072
	ds_read_b64 v[8:9], v51 offset:3200
	ds_read_b64 v[12:13], v51 offset:3328
	ds_read_b64 v[16:17], v51 offset:3456
	ds_read_b64 v[20:21], v51 offset:3584
	ds_read_b64 v[24:25], v51 offset:3712
	ds_read_b64 v[28:29], v51 offset:3840
	ds_read_b64 v[32:33], v51 offset:3968
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a35, v33
	v_accvgpr_read_b32 v53, a17
	; %acc_49 = tt.dot
	v_fma_f32 v33, v36, v38, v53
	v_fma_f32 v33, v2, v35, v33
	v_fma_f32 v33, v6, v39, v33
	v_fma_f32 v33, v7, v31, v33
	v_fma_f32 v33, v52, v45, v33
	v_fma_f32 v33, v49, v27, v33
	v_fma_f32 v33, v10, v26, v33
	v_fma_f32 v33, v11, v50, v33
	v_fma_f32 v33, v41, v4, v33
	v_fma_f32 v33, v40, v8, v33
	v_fma_f32 v33, v14, v12, v33
	v_fma_f32 v33, v15, v16, v33
	v_fma_f32 v33, v43, v20, v33
	v_fma_f32 v33, v42, v24, v33
	v_fma_f32 v33, v18, v28, v33
	v_fma_f32 v33, v19, v32, v33
	v_accvgpr_read_b32 v53, a18
	v_fma_f32 v36, v36, v44, v53
	v_fma_f32 v2, v2, v34, v36
	v_fma_f32 v2, v6, v3, v2
	v_fma_f32 v2, v7, v30, v2
	v_fma_f32 v2, v52, v47, v2
	v_accvgpr_read_b32 v53, a32
	v_fma_f32 v2, v49, v53, v2
	v_accvgpr_read_b32 v53, a33
	v_fma_f32 v2, v10, v53, v2
	v_accvgpr_read_b32 v53, a34
	v_fma_f32 v2, v11, v53, v2
	v_fma_f32 v2, v41, v5, v2
	v_fma_f32 v2, v40, v9, v2
	v_fma_f32 v2, v14, v13, v2
	v_fma_f32 v2, v15, v17, v2
	v_fma_f32 v2, v43, v21, v2
	v_fma_f32 v2, v42, v25, v2
	v_fma_f32 v2, v18, v29, v2
	v_accvgpr_read_b32 v53, a35
	v_fma_f32 v2, v19, v53, v2
	v_accvgpr_read_b32 v53, a19
	v_fma_f32 v36, v37, v38, v53
	v_fma_f32 v36, v0, v35, v36
	v_fma_f32 v36, v22, v39, v36
	v_fma_f32 v36, v23, v31, v36
	v_fma_f32 v36, v1, v45, v36
	v_accvgpr_read_b32 v53, a21
	v_fma_f32 v36, v53, v27, v36
	v_accvgpr_read_b32 v53, a22
	v_fma_f32 v36, v53, v26, v36
	v_accvgpr_read_b32 v53, a23
	v_fma_f32 v36, v53, v50, v36
	v_accvgpr_read_b32 v53, a24
	v_fma_f32 v36, v53, v4, v36
	v_accvgpr_read_b32 v53, a25
	v_fma_f32 v36, v53, v8, v36
	v_accvgpr_read_b32 v53, a26
	v_fma_f32 v36, v53, v12, v36
	v_accvgpr_read_b32 v53, a27
	v_fma_f32 v36, v53, v16, v36
	v_accvgpr_read_b32 v53, a28
	v_fma_f32 v36, v53, v20, v36
	v_accvgpr_read_b32 v53, a29
	v_fma_f32 v36, v53, v24, v36
	v_accvgpr_read_b32 v53, a30
	v_fma_f32 v36, v53, v28, v36
	v_accvgpr_read_b32 v53, a31
	v_fma_f32 v40, v53, v32, v36
	v_accvgpr_read_b32 v53, a20
	v_fma_f32 v36, v37, v44, v53
	v_fma_f32 v0, v0, v34, v36
	v_fma_f32 v0, v22, v3, v0
	v_fma_f32 v0, v23, v30, v0
	v_fma_f32 v0, v1, v47, v0
	v_accvgpr_read_b32 v53, a21
	v_accvgpr_read_b32 v54, a32
	v_fma_f32 v0, v53, v54, v0
	v_accvgpr_read_b32 v53, a22
	v_accvgpr_read_b32 v54, a33
	v_fma_f32 v0, v53, v54, v0
	v_accvgpr_read_b32 v53, a23
	v_accvgpr_read_b32 v54, a34
	v_fma_f32 v0, v53, v54, v0
	v_accvgpr_read_b32 v53, a24
	v_fma_f32 v0, v53, v5, v0
	v_accvgpr_read_b32 v53, a25
	v_fma_f32 v0, v53, v9, v0
	v_accvgpr_read_b32 v53, a26
	v_fma_f32 v0, v53, v13, v0
	v_accvgpr_read_b32 v53, a27
	v_fma_f32 v0, v53, v17, v0
	v_accvgpr_read_b32 v53, a28
	v_fma_f32 v0, v53, v21, v0
	v_accvgpr_read_b32 v53, a29
	v_fma_f32 v0, v53, v25, v0
	v_accvgpr_read_b32 v53, a30
	v_fma_f32 v0, v53, v29, v0
	v_accvgpr_read_b32 v53, a31
	v_accvgpr_read_b32 v54, a35
	v_fma_f32 v0, v53, v54, v0
	; %a_ptrs_50 = tt.addptr
	v_mov_b32 v64, 64
	v_mov_b32 v65, 0
	v_add_co_u32_e64 v60, vcc, v60, v64
	v_addc_co_u32_e64 v61, vcc, v61, v65, vcc
	v_mov_b32 v64, 64
	v_mov_b32 v65, 0
	v_add_co_u32_e64 v56, vcc, v56, v64
	v_addc_co_u32_e64 v57, vcc, v57, v65, vcc
	v_accvgpr_read_b32 v53, a4
	; %b_ptrs_51 = arith.muli
	v_mul_lo_u32 v1, v53, 16
	; %b_ptrs_53 = tt.addptr
	v_mul_lo_u32 v64, v1, 4
	v_mul_hi_i32 v65, v1, 4
	v_add_co_u32_e64 v62, vcc, v62, v64
	v_addc_co_u32_e64 v63, vcc, v63, v65, vcc
	v_mul_lo_u32 v64, v1, 4
	v_mul_hi_i32 v65, v1, 4
	v_add_co_u32_e64 v58, vcc, v58, v64
	v_addc_co_u32_e64 v59, vcc, v59, v65, vcc
	v_accvgpr_read_b32 v53, a16
	v_add_u32_e64 v1, v53, 16
	v_accvgpr_write_b32 a16, v1
	v_accvgpr_write_b32 a17, v33
	v_accvgpr_write_b32 a18, v2
	v_accvgpr_write_b32 a19, v40
	v_accvgpr_write_b32 a20, v0
	s_branch .LBB0_2
.LBB0_4:
	v_mov_b32 v56, s16
	v_mov_b32 v57, s17
	v_mov_b32 v0, s23
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v1, 5, v53
	v_and_b32_e64 v1, v1, 7
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v2, 3, v53
	v_and_b32_e64 v2, v2, 30
	v_mov_b32 v3, 0x80
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v36, v2, v3
	v_add_u32_e64 v36, v36, v54
	v_accvgpr_read_b32 v53, a0
	v_lshlrev_b32_e64 v2, 1, v53
	v_and_b32_e64 v2, v2, 30
	v_mul_lo_u32 v3, v2, 4
	v_add_u32_e64 v3, v3, v36
	v_accvgpr_read_b32 v53, a0
	v_lshrrev_b32_e64 v2, 5, v53
	v_and_b32_e64 v2, v2, 7
	v_mov_b32 v36, 0x80
	v_accvgpr_read_b32 v54, a7
	v_mul_lo_u32 v37, v2, v36
	v_add_u32_e64 v37, v37, v54
	v_accvgpr_read_b32 v53, a0
	v_and_b32_e64 v2, v53, 31
	v_mul_lo_u32 v36, v2, 4
	v_add_u32_e64 v36, v36, v37
	; %rm_4_2 = tt.make_range
	v_or_b32_e64 v2, v1, 8
	v_or_b32_e64 v37, v1, 16
	v_or_b32_e64 v38, v1, 24
	v_accvgpr_read_b32 v53, a11
	; %rm_6_1 = arith.addi
	v_add_u32_e64 v1, v53, v1
	v_accvgpr_read_b32 v53, a11
	v_add_u32_e64 v2, v53, v2
	v_accvgpr_read_b32 v53, a11
	v_add_u32_e64 v37, v53, v37
	v_accvgpr_read_b32 v53, a11
	v_add_u32_e64 v38, v53, v38
	v_accvgpr_read_b32 v53, a1
	; %c_mask_26 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v1, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[26:27], v2, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[28:29], v37, v53
	v_accvgpr_read_b32 v53, a1
	v_cmp_lt_i32_e64 s[30:31], v38, v53
	v_accvgpr_read_b32 v53, a14
	v_accvgpr_read_b32 v54, a2
	; %c_mask_28 = arith.cmpi
	v_cmp_lt_i32_e64 s[32:33], v53, v54
	; %c_mask_31 = arith.andi
	s_and_b64 s[24:25], s[24:25], s[32:33]
	s_and_b64 s[26:27], s[26:27], s[32:33]
	s_and_b64 s[28:29], s[28:29], s[32:33]
	s_and_b64 s[30:31], s[30:31], s[32:33]
	; %1 = arith.muli
	v_mul_lo_u32 v1, v1, v0
	v_mul_lo_u32 v2, v2, v0
	v_mul_lo_u32 v37, v37, v0
	v_mul_lo_u32 v0, v38, v0
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
	v_mul_lo_u32 v64, v0, 4
	v_mul_hi_i32 v65, v0, 4
	v_add_co_u32_e64 v56, vcc, v56, v64
	v_addc_co_u32_e64 v57, vcc, v57, v65, vcc
	v_accvgpr_read_b32 v53, a14
	; %6 = tt.addptr
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v58, vcc, v58, v64
	v_addc_co_u32_e64 v59, vcc, v59, v65, vcc
	v_accvgpr_read_b32 v53, a14
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v60, vcc, v60, v64
	v_addc_co_u32_e64 v61, vcc, v61, v65, vcc
	v_accvgpr_read_b32 v53, a14
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v62, vcc, v62, v64
	v_addc_co_u32_e64 v63, vcc, v63, v65, vcc
	v_accvgpr_read_b32 v53, a14
	v_mul_lo_u32 v64, v53, 4
	v_mul_hi_i32 v65, v53, 4
	v_add_co_u32_e64 v56, vcc, v56, v64
	v_addc_co_u32_e64 v57, vcc, v57, v65, vcc
	; v99 = ttg.convert_layout
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_accvgpr_read_b32 v4, a17
	v_accvgpr_read_b32 v5, a18
	ds_write_b64 v3, v[4:5]
	v_accvgpr_read_b32 v8, a19
	v_accvgpr_read_b32 v9, a20
	ds_write_b64 v3, v[8:9] offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v36
	ds_read_b32 v1, v36 offset:1024
	ds_read_b32 v2, v36 offset:2048
	ds_read_b32 v3, v36 offset:3072
	s_waitcnt lgkmcnt(3)
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[58:59], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(2)
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[60:61], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(1)
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[62:63], v2, off
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[30:31]
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
		.amdhsa_next_free_vgpr 104
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 68
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
    .sgpr_count: 36
    .vgpr_count: 104
    .agpr_count: 36
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
