	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl saxpy_persistent_kernel
	.p2align 8
	.type saxpy_persistent_kernel,@function
saxpy_persistent_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v8, s12
	v_mov_b32 v9, s13
	v_mov_b32 v10, s14
	v_mov_b32 v11, s15
	v_mov_b32 v12, s16
	v_mov_b32 v13, s17
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_and_b32_e32 v0, 0xff, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v3, s4
	; %nprog = tt.get_num_programs
	s_load_dword s10, s[0:1], 0xc
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s10, s10, 8
	v_mov_b32 v4, s10
	; %0 = arith.muli
	v_lshlrev_b32_e64 v3, 8, v3
	; %1 = arith.muli
	v_lshlrev_b32_e64 v4, 8, v4
.LBB0_2:
	; scf.for
	v_cmp_lt_i32_e64 s[20:21], v3, v2
	s_and_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB0_4
.LBB0_3:
	; %offs_1 = arith.addi
	v_add_u32_e64 v5, v3, v0
	; %x_3 = tt.addptr
	v_mad_i64_i32 v[14:15], vcc, v5, 4, v[8:9]
	; %m_2 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v5, v2
	; %x_4 = tt.load
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v6, v[14:15], off
	s_or_b64 exec, exec, s[8:9]
	; %y_5 = tt.addptr
	v_mad_i64_i32 v[14:15], vcc, v5, 4, v[10:11]
	; %y_6 = tt.load
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v7, v[14:15], off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mad_i64_i32 v[14:15], vcc, v5, 4, v[12:13]
	s_waitcnt vmcnt(0)
	; %6 = arith.addf
	v_fma_f32 v5, v1, v6, v7
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[14:15], v5, off
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e64 v3, v3, v4
	s_branch .LBB0_2
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.size saxpy_persistent_kernel, .Lfunc_end0-saxpy_persistent_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel saxpy_persistent_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: saxpy_persistent_kernel
    .symbol: saxpy_persistent_kernel.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 16
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str y_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str a
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str n
        .offset: 28
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
