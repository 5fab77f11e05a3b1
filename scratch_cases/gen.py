import json, struct, random, os
random.seed(7)
def w(path, fmt, vals):
    open(path,'wb').write(struct.pack('<%d%s' % (len(vals), fmt), *vals))
def case(name, kernel, ttir, grid, args, outputs, warps=4):
    os.makedirs(name, exist_ok=True)
    open(f'{name}/kernel.ttir','w').write(ttir)
    json.dump({"kernel":kernel,"target":"cuda:90","num_warps":warps,"num_stages":1,"num_ctas":1,
               "grid":grid,"args":args,"outputs":outputs,"notes":"scratch"}, open(f'{name}/case.json','w'), indent=1)
def buf(name, dtype, n, role, file=None, init=None):
    sz={'fp32':4,'i32':4}[dtype]
    d={"name":name,"type":"*"+dtype,"role":role,"dtype":dtype,"elements":n,"bytes":n*sz}
    if file: d["file"]=file
    if init: d["init"]=init
    return d
def out(arg,name,file,dtype,n,rtol=0,atol=0):
    return {"arg":arg,"name":name,"file":file,"dtype":dtype,"elements":n,"rtol":rtol,"atol":atol}

# A: forward and reverse cumsum of i32 over blocks of 1024.
N=2048
x=[random.randint(-50,50) for _ in range(N)]
fwd=[];rev=[]
for b in range(0,N,1024):
    blk=x[b:b+1024]; s=0; f=[]
    for v in blk: s+=v; f.append(s)
    s=0; r=[0]*1024
    for i in range(1023,-1,-1): s+=blk[i]; r[i]=s
    fwd+=f; rev+=r
w('tmpA_in0.bin','i',x)
ttA='''module {
  tt.func public @scan_kernel(%x_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %f_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %r_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c1024 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %bs = tt.splat %base : i32 -> tensor<1024xi32>
    %offs = arith.addi %bs, %r : tensor<1024xi32>
    %xp = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %xq = tt.addptr %xp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    %x = tt.load %xq : tensor<1024x!tt.ptr<i32>>
    %f = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1024xi32>) -> tensor<1024xi32>
    %g = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1024xi32>) -> tensor<1024xi32>
    %fp = tt.splat %f_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %fq = tt.addptr %fp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    tt.store %fq, %f : tensor<1024x!tt.ptr<i32>>
    %gp = tt.splat %r_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %gq = tt.addptr %gp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    tt.store %gq, %g : tensor<1024x!tt.ptr<i32>>
    tt.return
  }
}
'''
os.makedirs('scan_fwd_rev',exist_ok=True)
os.rename('tmpA_in0.bin','scan_fwd_rev/in0.bin')
w('scan_fwd_rev/out0.bin','i',fwd); w('scan_fwd_rev/out1.bin','i',rev)
case('scan_fwd_rev','scan_kernel',ttA,[2,1,1],
     [buf('x_ptr','i32',N,'in','in0.bin'),buf('f_ptr','i32',N,'out',init='poison'),buf('r_ptr','i32',N,'out',init='poison')],
     [out(1,'f_ptr','out0.bin','i32',N),out(2,'r_ptr','out1.bin','i32',N)])

# B: argmax along rows (axis 1) and columns (axis 0) of 16x64 with ties.
M,K=16,64
v=[float(random.randint(0,5)) for _ in range(M*K)]
rowarg=[max(range(K),key=lambda j:(v[i*K+j],-j)) for i in range(M)]
colarg=[max(range(M),key=lambda i:(v[i*K+j],-i)) for j in range(K)]
os.makedirs('argmax2d',exist_ok=True)
w('argmax2d/in0.bin','f',v); w('argmax2d/out0.bin','i',rowarg); w('argmax2d/out1.bin','i',colarg)
comb='''    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v1, %v2 : f32
      %eq = arith.cmpf oeq, %v1, %v2 : f32
      %lt = arith.cmpi slt, %i1, %i2 : i32
      %tie = arith.andi %eq, %lt : i1
      %pick = arith.ori %gt, %tie : i1
      %v = arith.select %pick, %v1, %v2 : f32
      %i = arith.select %pick, %i1, %i2 : i32
      tt.reduce.return %v, %i : f32, i32
'''
ttB='''module {
  tt.func public @argmax_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %row_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %col_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %rm = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %rn = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %rm2 = tt.expand_dims %rm {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
    %rn2 = tt.expand_dims %rn {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %ro = arith.muli %rm2, %c64 : tensor<16x1xi32>
    %rob = tt.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
    %rnb = tt.broadcast %rn2 : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rob, %rnb : tensor<16x64xi32>
    %xp = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
    %xq = tt.addptr %xp, %offs : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
    %x = tt.load %xq : tensor<16x64x!tt.ptr<f32>>
    %rmb = tt.broadcast %rm2 : tensor<16x1xi32> -> tensor<16x64xi32>
    %rv:2 = "tt.reduce"(%x, %rnb) <{axis = 1 : i32}> ({
''' + comb + '''    }) : (tensor<16x64xf32>, tensor<16x64xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    %cv:2 = "tt.reduce"(%x, %rmb) <{axis = 0 : i32}> ({
''' + comb + '''    }) : (tensor<16x64xf32>, tensor<16x64xi32>) -> (tensor<64xf32>, tensor<64xi32>)
    %rp = tt.splat %row_ptr : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
    %rq = tt.addptr %rp, %rm : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
    tt.store %rq, %rv#1 : tensor<16x!tt.ptr<i32>>
    %cp = tt.splat %col_ptr : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    %cq = tt.addptr %cp, %rn : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    tt.store %cq, %cv#1 : tensor<64x!tt.ptr<i32>>
    tt.return
  }
}
'''
case('argmax2d','argmax_kernel',ttB,[1,1,1],
     [buf('x_ptr','fp32',M*K,'in','in0.bin'),buf('row_ptr','i32',M,'out',init='poison'),buf('col_ptr','i32',K,'out',init='poison')],
     [out(1,'row_ptr','out0.bin','i32',M),out(2,'col_ptr','out1.bin','i32',K)])

# C: atomics: exch and cas returning old values, float max, scalar add whose old value is used.
n=128
xv=[random.randint(0,1000) for _ in range(n)]
cv=[random.randint(0,1) for _ in range(n)]
fv=[random.choice([-3.5,-1.0,0.5,2.0,-0.0]) for _ in range(n)]
fval=[random.choice([-2.0,-4.0,1.0,3.0,0.0]) for _ in range(n)]
os.makedirs('atomics',exist_ok=True)
w('atomics/in0.bin','i',xv); w('atomics/in1.bin','i',cv); w('atomics/in2.bin','f',fv); w('atomics/in3.bin','f',fval)
w('atomics/in4.bin','i',[0]); w('atomics/in5.bin','i',[0]*4)
# outputs: old exch -> xv; x after = i; cas: old=cv, new where cv==i%2 -> 100+i
xafter=list(range(n))
cafter=[100+i if cv[i]==i%2 else cv[i] for i in range(n)]
fafter=[max(a,b) if not (a==0 and b==0) else (0.0) for a,b in zip(fv,fval)]
w('atomics/out_xold.bin','i',xv); w('atomics/out_x.bin','i',xafter)
w('atomics/out_cold.bin','i',cv); w('atomics/out_c.bin','i',cafter)
w('atomics/out_f.bin','f',fafter); w('atomics/out_cnt.bin','i',[4]); w('atomics/out_slots.bin','i',[0,1,2,3])
ttC='''module {
  tt.func public @atomics_kernel(%x_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %f_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %fv_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %cnt_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %slot_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %xold_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %cold_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c2 = arith.constant dense<2> : tensor<128xi32>
    %c100 = arith.constant dense<100> : tensor<128xi32>
    %one = arith.constant 1 : i32
    %pid = tt.get_program_id x : i32
    %zero = arith.constant 0 : i32
    %first = arith.cmpi eq, %pid, %zero : i32
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %firsts = tt.splat %first : i1 -> tensor<128xi1>
    %xp = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %xq = tt.addptr %xp, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    %xold = tt.atomic_rmw exch, acq_rel, gpu, %xq, %r, %firsts : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi1>) -> tensor<128xi32>
    %cp = tt.splat %c_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %cq = tt.addptr %cp, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    %cmp0 = arith.remsi %r, %c2 : tensor<128xi32>
    %c1000 = arith.constant 1000 : i32
    %pk = arith.muli %pid, %c1000 : i32
    %pks = tt.splat %pk : i32 -> tensor<128xi32>
    %cmp = arith.addi %cmp0, %pks : tensor<128xi32>
    %new = arith.addi %r, %c100 : tensor<128xi32>
    %cold = tt.atomic_cas relaxed, cta, %cq, %cmp, %new : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    %fp = tt.splat %f_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %fq = tt.addptr %fp, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %vp = tt.splat %fv_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %vq = tt.addptr %vp, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %fvals = tt.load %vq : tensor<128x!tt.ptr<f32>>
    %fold = tt.atomic_rmw max, acq_rel, gpu, %fq, %fvals, %firsts : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xi1>) -> tensor<128xf32>
    %old = tt.atomic_rmw add, acq_rel, gpu, %cnt_ptr, %one : (!tt.ptr<i32>, i32) -> i32
    %sq = tt.addptr %slot_ptr, %old : !tt.ptr<i32>, i32
    tt.store %sq, %old : !tt.ptr<i32>
    %op = tt.splat %xold_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %oq = tt.addptr %op, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %oq, %xold, %firsts : tensor<128x!tt.ptr<i32>>
    %cop = tt.splat %cold_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %coq = tt.addptr %cop, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %coq, %cold, %firsts : tensor<128x!tt.ptr<i32>>
    tt.return
  }
}
'''
def io(name,dtype,nn,file): 
    d=buf(name,dtype,nn,'inout',file); d["init"]="file"; return d
case('atomics','atomics_kernel',ttC,[4,1,1],
     [io('x_ptr','i32',n,'in0.bin'),io('c_ptr','i32',n,'in1.bin'),io('f_ptr','fp32',n,'in2.bin'),buf('fv_ptr','fp32',n,'in','in3.bin'),
      io('cnt_ptr','i32',1,'in4.bin'),io('slot_ptr','i32',4,'in5.bin'),buf('xold_ptr','i32',n,'out',init='poison'),buf('cold_ptr','i32',n,'out',init='poison')],
     [out(0,'x_ptr','out_x.bin','i32',n),out(1,'c_ptr','out_c.bin','i32',n),out(2,'f_ptr','out_f.bin','fp32',n),
      out(4,'cnt_ptr','out_cnt.bin','i32',1),out(5,'slot_ptr','out_slots.bin','i32',4),out(6,'xold_ptr','out_xold.bin','i32',n),out(7,'cold_ptr','out_cold.bin','i32',n)])
