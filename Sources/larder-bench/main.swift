print("larder-bench")
