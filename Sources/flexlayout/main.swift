print("flexlayout: in progress")
