import HwanKit

print("hwan")
