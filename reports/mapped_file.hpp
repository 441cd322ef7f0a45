// A file mapped read-only: only the pages read are touched. The report font is 6 MB; reading it
// whole into memory was a tenth of the standings PDF (issue 23).
#pragma once
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstddef>
#include <string>

namespace jk::reports {

// opened(): the file could be opened; size() 0: it is empty, not a regular file, or not mapped.
class MappedFile {
 public:
  explicit MappedFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    opened_ = true;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
      void* p = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
      if (p != MAP_FAILED) {
        data_ = static_cast<const unsigned char*>(p);
        size_ = static_cast<std::size_t>(st.st_size);
      }
    }
    ::close(fd);
  }
  ~MappedFile() {
    if (data_) ::munmap(const_cast<unsigned char*>(data_), size_);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  bool opened() const { return opened_; }
  const unsigned char* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  bool opened_ = false;
  const unsigned char* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace jk::reports
